// regelwerk site: the search page's search. Every other page works
// without script. The index is a script (search-index.js) rather than a
// fetched JSON file, since a page opened from file:// may not fetch.
(function () {
  'use strict';
  var results = document.getElementById('search-results');
  if (!results) return;
  var input = document.getElementById('q');
  var status = document.getElementById('search-status');
  var fold = function (s) {
    return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  };
  var entries = null;
  function prepare() {
    var idx = window.regelwerkSearchIndex;
    if (!idx) return false;
    entries = idx.entries.map(function (e) {
      return { e: e, title: fold(e.t), text: fold(e.t + ' ' + e.x + ' ' + e.g) };
    });
    return true;
  }
  function run() {
    if (!entries && !prepare()) {
      status.textContent = 'The search index did not load.';
      return;
    }
    var words = fold(input.value).split(/\s+/).filter(Boolean);
    results.textContent = '';
    if (!words.length) {
      status.textContent = entries.length + ' entries to search.';
      return;
    }
    var found = [];
    entries.forEach(function (x) {
      for (var i = 0; i < words.length; i++) if (x.text.indexOf(words[i]) < 0) return;
      var score = 0;
      words.forEach(function (w) { if (x.title.indexOf(w) >= 0) score++; });
      found.push({ x: x, score: score });
    });
    found.sort(function (a, b) { return b.score - a.score; });
    var shown = found.slice(0, 200);
    shown.forEach(function (f) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = f.x.e.u;
      a.textContent = f.x.e.t;
      if (f.x.e.l) a.lang = f.x.e.l;
      var kind = document.createElement('span');
      kind.className = 'kind';
      kind.textContent = ' ' + f.x.e.k + ', ' + f.x.e.g;
      li.appendChild(a);
      li.appendChild(kind);
      results.appendChild(li);
    });
    status.textContent = found.length + ' found' + (found.length > shown.length ? ', the first ' + shown.length + ' shown' : '') + '.';
  }
  var q = new URLSearchParams(location.search).get('q');
  if (q) input.value = q;
  input.addEventListener('input', run);
  window.addEventListener('load', run);
})();
