// How the replay page draws a table of Null und nichtig: the state of
// engine/games/nullnichtig/state.go, as the engine reports it. A page
// showing the game holds this file before its own script (assets/page.js),
// which calls the function at every step with the game shown g (g.card,
// g.cards and g.hand draw its cards), the step's board b, its state s and
// the page's drawing helpers.
window.replayDrawings = window.replayDrawings || {};
window.replayDrawings['null-und-nichtig'] = function (g, b, s, helpers) {
  'use strict';
  var L = helpers.L, el = helpers.el, put = helpers.put, part = helpers.part, info = helpers.info,
    phase = helpers.phase, seats = helpers.seats, seat = helpers.seat, total = helpers.total,
    plays = helpers.plays;
  info(b, [[L.round, s.round], phase(s.phase), [L.dealer, s.dealer], [L.to_play, s.to_play], [L.tricks_played, s.tricks_played]]);
  var centre = put(b, el('div', 'centre'));
  plays(g, centre, 'trick', L.trick, (s.trick || []).map(function (t) { return { player: t.player, card: t.card }; }));
  if ((!s.trick || !s.trick.length) && s.last_trick) {
    plays(g, centre, 'last-trick', L.last_trick + ' ' + s.last_trick.winner, s.last_trick.cards.map(function (t) { return { player: t.player, card: t.card }; }));
  }
  if (s.teams && s.team_totals) {
    info(centre, s.teams.map(function (t, k) { return [L.team_totals + ' ' + t.join(' + '), s.team_totals[k]]; }));
  }
  var grid = seats(b, s.players.length);
  s.players.forEach(function (p) {
    var d = seat(grid, p.name, p.name === s.to_play, [p.name === s.to_play ? L.to_play : '', p.laid_out ? L.laid_out : '', p.name === s.dealer ? L.dealer : '']);
    part(d, 'hand', L.hand, g.hand(p.hand));
    var piles = el('div', 'piles');
    (p.piles || []).forEach(function (pile, k) {
      var pd = put(piles, el('div', 'pile'));
      var cards = put(pd, el('div', 'cards'));
      pd.setAttribute('data-colour', (g.faces[pile[0]] || {}).l || '');
      pile.slice(0, -1).forEach(function (code) { put(cards, g.card(code)); });
      var top = put(cards, g.card(p.tops[k], 'top'));
      top.setAttribute('data-top', '');
      top.setAttribute('aria-label', top.getAttribute('aria-label') + ', ' + L.top);
    });
    part(d, 'piles', L.piles, piles);
    total(d, [[L.piles_value, p.piles_value, 'piles'], [L.round_score, p.round_score], [L.total, p.total, 'total']]);
  });
};
