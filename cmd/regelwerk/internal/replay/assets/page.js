// The replay page: draws the table of the chosen step from the document's
// states and moves through the steps. Plain DOM, no library; every text
// from the document goes in through textContent.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('replay-data').textContent);
  var L = data.labels;
  var multi = data.games.length > 1;
  // Notes of the states come from the engine in English: on a page in
  // another language they say so (lang="en"). Events and messages are in
  // the document's language (replay --lang), marked where it is not the
  // page's.
  var english = document.documentElement.lang !== 'en';
  function en(e) { if (english) e.setAttribute('lang', 'en'); return e; }
  function textLang(e, doc) {
    var l = doc.lang || 'en';
    if (l !== document.documentElement.lang) e.setAttribute('lang', l);
    return e;
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function put(parent, child) { parent.appendChild(child); return child; }
  function clone(v) { return v === undefined ? v : JSON.parse(JSON.stringify(v)); }

  // apply runs the add, remove and replace operations of a JSON Patch
  // (RFC 6902), the only ones the document uses, on doc.
  function apply(doc, ops) {
    ops.forEach(function (o) {
      var keys = o.path.split('/').slice(1).map(function (k) {
        return k.replace(/~1/g, '/').replace(/~0/g, '~');
      });
      if (keys.length === 0) { doc = clone(o.value); return; }
      var last = keys.pop(), parent = doc;
      keys.forEach(function (k) { parent = parent[k]; });
      if (Array.isArray(parent)) {
        var i = last === '-' ? parent.length : Number(last);
        if (o.op === 'add') parent.splice(i, 0, clone(o.value));
        else if (o.op === 'remove') parent.splice(i, 1);
        else parent[i] = clone(o.value);
      } else if (o.op === 'remove') {
        delete parent[last];
      } else {
        parent[last] = clone(o.value);
      }
    });
    return doc;
  }

  function Game(index, doc) {
    this.index = index;
    this.doc = doc;
    this.steps = doc.steps;
    this.faces = data.faces[doc.game] || {};
    this.section = document.getElementById('game-' + index);
    this.cur = -1;
    this.cache = null;
    if (!this.section || this.steps.length === 0) return;
    this.board = this.section.querySelector('.board');
    this.caption = this.section.querySelector('.caption');
    this.slider = this.section.querySelector('.slider');
    this.links = this.section.querySelectorAll('.movelist a');
    var g = this;
    this.section.querySelectorAll('.controls button').forEach(function (b) {
      b.addEventListener('click', function () { g.act(b.getAttribute('data-act')); });
    });
    this.slider.addEventListener('input', function () { g.show(Number(g.slider.value)); });
  }

  Game.prototype.act = function (a) {
    var i = { first: 0, prev: this.cur - 1, next: this.cur + 1, last: this.steps.length - 1 }[a];
    if (i !== undefined) this.show(i);
  };

  // stateAt rebuilds the state of step i from the last whole state at or
  // before it, going on from the state shown when stepping forward.
  Game.prototype.stateAt = function (i) {
    var k = i;
    while (k > 0 && !this.steps[k].state) k--;
    var c = this.cache;
    if (!c || c.i > i || c.i < k) c = { i: k, s: clone(this.steps[k].state) };
    while (c.i < i) {
      c.i++;
      var st = this.steps[c.i];
      c.s = st.state ? clone(st.state) : apply(c.s, st.patch || []);
    }
    this.cache = c;
    return c.s;
  };

  Game.prototype.address = function (i) {
    var s = this.steps[i];
    var a = multi ? 'game=' + this.index + '&' : '';
    return '#' + a + (s.move === 0 ? 'deal=' + s.round : 'move=' + s.n);
  };

  // stepFor finds the step an address names: move=N, deal=R; move=0 is
  // the first deal.
  Game.prototype.stepFor = function (p) {
    var st = this.steps, i;
    if (p.deal !== undefined) {
      for (i = 0; i < st.length; i++) if (st[i].move === 0 && st[i].round === Number(p.deal)) return i;
    }
    var n = Number(p.move);
    if (!(n > 0)) return 0;
    var best = 0;
    for (i = 0; i < st.length; i++) {
      if (st[i].move > 0 && st[i].n <= n) best = i;
      if (st[i].move > 0 && st[i].n === n) return i;
    }
    return best;
  };

  Game.prototype.show = function (i) {
    var st = this.steps;
    if (st.length === 0) return;
    i = Math.max(0, Math.min(st.length - 1, i));
    var prev = this.cur;
    this.cur = i;
    var step = st[i], s = this.stateAt(i);
    var b = this.board;
    while (b.firstChild) b.removeChild(b.firstChild);
    this.stepNotes(b, step, i);
    var draw = drawings[this.doc.game];
    if (draw) {
      draw(this, b, s, helpers);
      this.markLast(b, step);
    }
    var where = step.move === 0 ? L.round + ' ' + step.round + ' · ' + L.deal
      : L.round + ' ' + step.round + ' · ' + L.move + ' ' + step.n + ' — ' + step.player + ': ' + step.text;
    this.caption.textContent = where + ' (' + L.step + ' ' + (i + 1) + ' ' + L.of + ' ' + st.length + ')';
    // The page's contract with its tests: where it stands, as attributes.
    this.section.setAttribute('data-step', String(i));
    this.section.setAttribute('data-move', String(step.move === 0 ? 0 : step.n));
    this.slider.value = String(i);
    this.slider.setAttribute('aria-valuetext', where);
    if (prev >= 0 && this.links[prev]) this.links[prev].removeAttribute('aria-current');
    var link = this.links[i];
    link.setAttribute('aria-current', 'step');
    var list = link.closest('.movelist');
    if (list.scrollHeight > list.clientHeight) {
      var top = link.offsetTop - list.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - link.offsetHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
    this.section.querySelectorAll('.controls button').forEach(function (btn) {
      var a = btn.getAttribute('data-act');
      btn.disabled = (a === 'first' || a === 'prev') ? i === 0 : i === st.length - 1;
    });
    this.remember(i);
  };

  // remember puts the step's address in the location bar once stepping
  // pauses: browsers stop obeying history calls made hundreds of times in
  // a few seconds, as holding an arrow key down would.
  var addressTimer = 0;
  Game.prototype.remember = function (i) {
    var a = this.address(i);
    clearTimeout(addressTimer);
    addressTimer = setTimeout(function () {
      if (location.hash !== a && history.replaceState) history.replaceState(null, '', a);
    }, 150);
  };

  // stepNotes writes what the rules made of the step: its events, the rule
  // it breaks, and where an incomplete game stops.
  Game.prototype.stepNotes = function (b, step, i) {
    var doc = this.doc, sec = this.section;
    // The broken rule is told in full once, in the head; the step where it
    // is broken says so in a line that points there.
    doc.violations && doc.violations.forEach(function (v) {
      if (v.step !== i) return;
      var note = put(b, el('p', 'stepviolation'));
      note.setAttribute('role', 'status');
      note.setAttribute('data-rule', v.rule);
      put(note, el('strong', null, '⚠ ' + (v.rule.indexOf('expect.') === 0 ? L.expectation : L.violation) + ': '));
      put(note, el('code', 'rule', v.rule));
      note.appendChild(document.createTextNode(' — '));
      var a = put(note, el('a', null, L.at_this_step));
      a.href = '#';
      a.addEventListener('click', function (e) {
        e.preventDefault();
        var box = sec.querySelector('.violation[data-rule="' + v.rule + '"]');
        if (box) { box.open = true; box.scrollIntoView(); }
      });
      if (step.refused) put(note, el('span', 'refused', L.refused));
    });
    if (step.events && step.events.length) {
      var ul = put(b, textLang(el('ul', 'events'), doc));
      ul.setAttribute('aria-label', L.events);
      step.events.forEach(function (e) { put(ul, el('li', null, e)); });
    }
    if (i === this.steps.length - 1 && doc.incomplete) {
      var p = put(b, el('p', 'note', L.stops + ': '));
      put(p, textLang(el('span', null, doc.incomplete), doc));
    }
  };

  // markLast outlines the cards the step's move names, where they are now:
  // in the mover's seat and in the middle of the table, one card for each
  // code in each place. A move that names no card (a take) outlines the
  // cards its first event names.
  Game.prototype.markLast = function (b, step) {
    if (step.move === 0 || step.refused) return;
    var faces = this.faces;
    function codes(text) {
      return String(text || '').split(/[\s,;:()\[\]]+/).filter(function (w) { return faces[w]; });
    }
    var want = codes(step.text);
    if (!want.length && step.events && step.events.length) want = codes(step.events[0]);
    if (!want.length) return;
    // The mover's seat, and that of every player the move names (a card
    // laid on another's edge, a card taken from another).
    var places = [b.querySelector('.centre')];
    b.querySelectorAll('.seat').forEach(function (seat) {
      var name = seat.getAttribute('data-player');
      if (name === step.player || (' ' + step.text + ' ').indexOf(' ' + name + ' ') >= 0) places.push(seat);
    });
    places.forEach(function (place) {
      if (!place) return;
      want.forEach(function (code) {
        var found = place.querySelectorAll('.card[data-code="' + cssString(code) + '"]:not([data-last])');
        if (!found.length) return;
        var c = found[found.length - 1];
        c.classList.add('last');
        c.setAttribute('data-last', '');
        c.setAttribute('aria-label', c.getAttribute('aria-label') + ', ' + L.last_move);
        c.title = c.getAttribute('aria-label');
      });
    });
  };
  function cssString(s) { return String(s).replace(/["\\]/g, '\\$&'); }

  // On a narrow screen the broken rule's box starts folded to its first
  // lines, so that the table shows on the first screen.
  if (window.matchMedia && window.matchMedia('(max-width: 720px)').matches) {
    document.querySelectorAll('details.violation').forEach(function (d) { d.open = false; });
  }

  // Drawing helpers shared by the games.
  Game.prototype.card = function (code, extra) {
    var f = this.faces[code];
    if (!f) return back();
    var c = el('span', 'card ' + f.c + (extra ? ' ' + extra : ''));
    c.setAttribute('data-code', code);
    c.setAttribute('role', 'img');
    c.setAttribute('aria-label', f.n);
    c.title = f.n;
    put(c, el('span', 'l', f.l)).setAttribute('aria-hidden', 'true');
    put(c, el('span', 'v', f.v)).setAttribute('aria-hidden', 'true');
    return c;
  };
  Game.prototype.cards = function (codes, mark) {
    var row = el('div', 'cards'), g = this;
    (codes || []).forEach(function (code, i) { put(row, g.card(code, mark ? mark(i) : '')); });
    return row;
  };
  // hand draws a hand sorted by colour and value (the deck's order), each
  // card with the mark of its place in the hand as dealt.
  Game.prototype.hand = function (codes, mark) {
    var g = this, order = (codes || []).map(function (code, i) { return i; });
    function rank(code) { var f = g.faces[code]; return f ? f.o : 1e9; }
    order.sort(function (a, b) { return rank(codes[a]) - rank(codes[b]) || a - b; });
    var row = el('div', 'cards hand');
    order.forEach(function (i) { put(row, g.card(codes[i], mark ? mark(i) : '')); });
    if (!order.length) put(row, el('span', 'muted', L.empty));
    return row;
  };
  function back() {
    var c = el('span', 'card back');
    c.setAttribute('data-code', '');
    c.setAttribute('role', 'img');
    c.setAttribute('aria-label', L.face_down);
    c.title = L.face_down;
    put(c, el('span', 'v', '?')).setAttribute('aria-hidden', 'true');
    return c;
  }
  function part(parent, name, label, content) {
    var p = put(parent, el('div', 'part'));
    p.setAttribute('data-part', name);
    if (label) put(p, el('span', 'label', label));
    if (content) put(p, content);
    return p;
  }
  function info(parent, items) {
    var ul = put(parent, el('ul', 'info'));
    items.forEach(function (it) {
      if (it[1] === undefined || it[1] === null || it[1] === '') return;
      var li = put(ul, el('li'));
      put(li, el('span', 'label', it[0] + ': '));
      var v = put(li, el('strong', null, it[1]));
      if (it[2]) en(v);
    });
  }
  // phase is a state's phase in the page's language, or marked English.
  function phase(p) {
    var t = L['phase_' + p];
    return t ? [L.phase, t] : [L.phase, p, true];
  }
  // seats is the grid of the players' seats, as many columns as players
  // up to four (three for five and six), fewer where the page is narrow.
  function seats(parent, n) {
    var d = put(parent, el('div', 'seats'));
    d.style.setProperty('--cols', String(n <= 4 ? n : 3));
    return d;
  }
  function seat(parent, name, active, badges) {
    var s = put(parent, el('section', 'seat' + (active ? ' active' : '')));
    s.setAttribute('data-player', name);
    s.setAttribute('aria-label', name);
    var h = put(s, el('h3', null, name));
    (badges || []).forEach(function (t) { if (t) put(h, el('span', 'badge', t)); });
    return s;
  }
  function total(parent, items) {
    var p = part(parent, 'total');
    items.forEach(function (it, k) {
      if (k) p.appendChild(document.createTextNode(' · '));
      put(p, el('span', 'label', it[0] + ': '));
      var v = put(p, el('strong', null, it[1]));
      if (it[2]) v.setAttribute('data-' + it[2], String(it[1]));
    });
  }
  function plays(g, parent, name, label, list) {
    var c = part(parent, name, label);
    var row = put(c, el('div', 'plays'));
    list.forEach(function (pl) {
      var d = put(row, el('div', 'play'));
      d.setAttribute('data-player', pl.player);
      put(d, pl.card ? g.card(pl.card, pl.cls) : back());
      put(d, el('span', 'who', pl.player));
      (pl.notes || []).forEach(function (n) { if (n) put(d, el('span', n.cls || 'muted', n.text)); });
    });
    if (!list.length) put(row, el('span', 'muted', L.empty));
    return c;
  }

  // colourName is a colour of the state ("green") in the page's language,
  // taken from the name of a card of that colour.
  function colourName(g, colour) {
    var letter = colour.charAt(0).toUpperCase();
    for (var code in g.faces) {
      var f = g.faces[code];
      if (f.l === letter) return f.n.slice(0, f.n.length - f.v.length - 1);
    }
    return colour;
  }

  // The drawing of each game's table comes from its own file,
  // assets/games/<id>.js, which the page holds before this script: it
  // registers a function under the game's ID and draws with these helpers.
  var drawings = window.replayDrawings || {};
  var helpers = {
    L: L, el: el, put: put, back: back, part: part, info: info, phase: phase,
    seats: seats, seat: seat, total: total, plays: plays, colourName: colourName
  };

  var games = data.games.map(function (doc, k) { return new Game(k + 1, doc); });
  var chooser = document.getElementById('game-choice');
  var current = null;

  function params() {
    var p = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('=');
      if (i > 0) p[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1));
    });
    return p;
  }

  function choose(g) {
    games.forEach(function (x) { if (x.section) x.section.hidden = x !== g; });
    current = g;
    if (chooser) chooser.value = String(g.index);
  }

  function follow() {
    var p = params();
    var g = games[Math.max(0, Math.min(games.length - 1, (Number(p.game) || 1) - 1))];
    if (!g) return;
    choose(g);
    if (g.steps.length) g.show(g.stepFor(p));
  }

  if (chooser) {
    chooser.addEventListener('change', function () {
      var g = games[Number(chooser.value) - 1];
      choose(g);
      if (g.steps.length) g.show(g.cur < 0 ? 0 : g.cur);
      else if (history.replaceState) history.replaceState(null, '', '#game=' + g.index);
    });
  }
  window.addEventListener('hashchange', follow);
  document.addEventListener('keydown', function (e) {
    var t = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey || !current || !current.steps.length) return;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
    var act = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!act) return;
    e.preventDefault();
    current.act(act);
  });
  follow();
}());
