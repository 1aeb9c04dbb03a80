// How the replay page draws a table of Zero: the state of
// engine/games/zero/state.go, as the engine reports it. A page showing the
// game holds this file before its own script (assets/page.js), which calls
// the function at every step with the game shown g (g.card, g.cards and
// g.hand draw its cards), the step's board b, its state s and the page's
// drawing helpers.
window.replayDrawings = window.replayDrawings || {};
window.replayDrawings['zero'] = function (g, b, s, helpers) {
  'use strict';
  var L = helpers.L, el = helpers.el, put = helpers.put, part = helpers.part, info = helpers.info,
    seats = helpers.seats, seat = helpers.seat, total = helpers.total;
  info(b, [[L.round, s.round], [L.dealer, s.dealer], [L.to_play, s.turn], [L.knocks, s.knocks],
    [L.last_lap, s.last_lap ? s.last_lap.join(', ') : ''], [L.out_of_play, s.out_of_play], [L.zero_by, s.zero],
    [L.game_over, s.game_over ? '✓' : '']]);
  var centre = put(b, el('div', 'centre'));
  part(centre, 'table', L.table_cards, g.cards(s.table));
  var grid = seats(b, s.hands.length);
  s.hands.forEach(function (h) {
    var d = seat(grid, h.player, h.player === s.turn, [h.player === s.turn ? L.to_play : '', h.player === s.dealer ? L.dealer : '']);
    var cards = g.hand(h.cards, function (i) { return h.nullified[i] ? 'null' : ''; });
    cards.querySelectorAll('.card.null').forEach(function (c) {
      c.setAttribute('data-null', '');
      c.setAttribute('aria-label', c.getAttribute('aria-label') + ', ' + L.scores_nothing);
      c.title = c.getAttribute('aria-label');
    });
    part(d, 'hand', L.hand, cards);
    total(d, [[L.hand_score, h.score, 'score'], [L.total, h.total, 'total']]);
  });
};
