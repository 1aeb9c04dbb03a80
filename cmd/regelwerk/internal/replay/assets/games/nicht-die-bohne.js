// How the replay page draws a table of Nicht die Bohne: the state of
// engine/games/bohne/state.go, as the engine reports it. A page showing the
// game holds this file before its own script (assets/page.js), which calls
// the function at every step with the game shown g (g.card, g.cards and
// g.hand draw its cards), the step's board b, its state s and the page's
// drawing helpers.
window.replayDrawings = window.replayDrawings || {};
window.replayDrawings['nicht-die-bohne'] = function (g, b, s, helpers) {
  'use strict';
  var L = helpers.L, el = helpers.el, put = helpers.put, part = helpers.part, info = helpers.info,
    phase = helpers.phase, seats = helpers.seats, seat = helpers.seat, total = helpers.total,
    plays = helpers.plays, colourName = helpers.colourName;
  info(b, [[L.round, s.round], [L.turn, s.turn], phase(s.phase), [L.dealer, s.dealer], [L.pawn, s.pawn], [L.takes_now, s.taker]]);
  var centre = put(b, el('div', 'centre'));
  var played = s.players.filter(function (p) { return p.played; }).map(function (p) {
    return {
      player: p.name, card: p.face_down ? '' : p.played, cls: p.name === s.pawn ? 'pawncard' : '',
      notes: [p.name === s.pawn ? { cls: 'pawn', text: L.pawn_card } : null,
        p.taken_by ? { text: L.taken_by + ' ' + p.taken_by } : null]
    };
  });
  plays(g, centre, 'played', L.played, played);
  if (s.chain && s.chain.length) part(centre, 'chain', L.chain, el('span', null, s.chain.join(' → ')));
  if (s.last_turn && s.last_turn.length) {
    var ol = el('ol');
    s.last_turn.forEach(function (t) {
      var li = put(ol, el('li'));
      li.appendChild(document.createTextNode(t.taker + ' ' + L.took + ' ' + t.from + ': '));
      put(li, g.card(t.card));
    });
    part(centre, 'last-turn', L.last_turn, ol);
  }
  var grid = seats(b, s.players.length);
  s.players.forEach(function (p) {
    var d = seat(grid, p.name, p.name === s.taker, [p.name === s.pawn ? L.pawn : '', p.name === s.taker ? L.takes_now : '']);
    part(d, 'hand', L.hand, g.hand(p.hand));
    var rows = el('div', 'rows');
    (p.rows || []).forEach(function (r) {
      var row = put(rows, el('div', 'row'));
      var codes = (r.specials || []).concat(r.beans || []);
      row.setAttribute('data-colour', r.colour);
      put(row, el('span', 'colour', colourName(g, r.colour)));
      put(row, el('span', 'val', (r.value > 0 ? '+' : '') + r.value));
      put(row, codes.length ? g.cards(codes) : el('span', 'muted', L.empty));
    });
    part(d, 'rows', L.rows, rows);
    total(d, [[L.positive, p.positive], [L.negative, p.negative], [L.round_score, p.score], [L.total, p.total, 'total']]);
  });
};
