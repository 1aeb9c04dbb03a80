// How the replay page draws a table of Null Bock: the state of
// engine/games/nullbock/state.go, as the engine reports it. A page showing
// the game holds this file before its own script (assets/page.js), which
// calls the function at every step with the game shown g (g.card, g.cards
// and g.hand draw its cards), the step's board b, its state s and the page's
// drawing helpers.
window.replayDrawings = window.replayDrawings || {};
window.replayDrawings['null-bock'] = function (g, b, s, helpers) {
  'use strict';
  var L = helpers.L, el = helpers.el, put = helpers.put, part = helpers.part, info = helpers.info,
    phase = helpers.phase, seats = helpers.seats, seat = helpers.seat, total = helpers.total,
    plays = helpers.plays, back = helpers.back;
  info(b, [[L.round, s.round], phase(s.phase), [L.starter, s.starter], [L.to_play, s.to_move], [L.end, s.end, true], [L.game_over, s.game_over ? '✓' : '']]);
  var centre = put(b, el('div', 'centre'));
  var arena = s.arena || [];
  plays(g, centre, 'arena', L.arena, arena.map(function (a, k) {
    return { player: a.player, card: a.card, cls: k === arena.length - 1 ? 'top' : '' };
  }));
  if (s.discard && s.discard.length) part(centre, 'discard', L.discard, g.cards(s.discard));
  var grid = seats(b, s.players.length);
  s.players.forEach(function (p, k) {
    var d = seat(grid, p.name, p.name === s.to_move, [p.name === s.to_move ? L.to_play : '', p.name === s.starter ? L.starter : '']);
    var edge = el('div', 'cards');
    if (p.edge_down) put(edge, back());
    else if (p.edge) put(edge, g.card(p.edge));
    else put(edge, el('span', 'muted', L.empty));
    part(d, 'edge', L.edge, edge);
    part(d, 'hand', L.hand, g.hand(p.hand));
    part(d, 'won', L.won, g.cards(p.won));
    total(d, [[L.round_score, (s.scores || [])[k]], [L.total, (s.totals || [])[k], 'total']]);
  });
};
