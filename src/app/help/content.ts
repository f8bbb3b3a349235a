/**
 * How to play, in the app: for each game a short summary of the rules in our own words (citing the
 * rule numbers the engines cite, where the game's rulebook numbers its rules), then the app's controls.
 * Each section has an id: the help page's anchor (`help-<game>-<id>`), which a prompt links to
 * (src/games/helpLinks.ts). Loaded only when the help opens.
 */
export interface HelpSection {
  readonly id: string;
  readonly title: string;
  /** The rule (or rulebook part) the section summarizes, as the engine cites it. */
  readonly rule?: string;
  readonly body: readonly string[];
}

export interface GameHelp {
  readonly title: string;
  readonly goal: string;
  readonly sections: readonly HelpSection[];
}

/** The app's controls, the same for every game (each game adds its own board's). */
export const CONTROLS: readonly HelpSection[] = [
  {
    id: 'controls',
    title: 'Controls',
    body: [
      'Tap (or click) a piece, a territory or a card to choose it; the panel beside the board (a sheet at the bottom on a phone) shows what you are asked and the buttons for it.',
      'Long press (or right-click) a card, a country or a territory to see its details without choosing it.',
      'Pinch or scroll to zoom the board and drag to move it; “Fit” shows the whole board again. Each player keeps their own view.',
      'The handle at the top of the panel folds it away or enlarges it, so the board can take the whole screen.',
    ],
  },
  {
    id: 'undo',
    title: 'Undo',
    body: [
      'Undo (or U) takes back your own last move, as long as nothing was revealed since: a die roll, a card drawn or a hidden choice shown ends what can be taken back.',
      'When the last move is another player’s, Undo asks for the device to be passed to them first.',
    ],
  },
  {
    id: 'pass',
    title: 'Passing the device',
    body: [
      'In a game with secrets (hands, orders) a pass screen hides the table between players: hand the device over, and the next player taps when ready. It can be turned off in the lobby for open play.',
      'The log shows only what the player holding the device may read; the replay shows the side of the player who opened it, and every side once the game is over.',
    ],
  },
  {
    id: 'log',
    title: 'Log, charts and replay',
    body: [
      'The log keeps the whole game, with a header at each turn or phase; it follows the newest line unless you scrolled up (“Newest ↓” brings you back), and can show one player’s lines only.',
      '“Charts” in the game menu (☰) draws the game so far, and the end screen draws it all. “Replay” (R) steps through every move.',
      'Export and Share make a file or a link of the whole game record: made during a game with secrets, they contain the hands and orders still hidden at the table, and say so first.',
    ],
  },
];

export const HELP: Readonly<Record<string, GameHelp>> = {
  twilight: {
    title: 'Twilight Struggle',
    goal: 'Two players, the USSR and the US, fight the Cold War over ten turns. A player wins at 20 VP, by controlling Europe when it is scored, when the other side causes nuclear war, or on final scoring.',
    sections: [
      {
        id: 'setup',
        title: 'Setup',
        rule: '3.1–3.4',
        body: [
          'Each side is dealt 8 cards; the USSR holds The China Card. The USSR places 6 influence in Eastern Europe, then the US 7 in Western Europe, on top of the fixed starting influence.',
        ],
      },
      {
        id: 'turn',
        title: 'A turn',
        rule: '4',
        body: [
          'DEFCON improves by one, hands are filled, both sides choose a headline card in secret; the headlines are revealed and the one with more operations happens first (the US on a tie).',
          'Then six action rounds (seven from turn 4), the USSR first in each. At the end of the turn each side is checked for military operations, and a scoring card still held loses the game.',
          'The Mid War cards join the deck after turn 3, the Late War cards after turn 7 (4.4).',
        ],
      },
      {
        id: 'cards',
        title: 'Playing a card',
        rule: '5.1–5.2',
        body: [
          'Play a card for its event or for its operations. You may not pass while you hold a card you could play (5.1).',
          'A card carrying your opponent’s event, played for operations, makes the event happen too, before or after your operations as you choose (5.2).',
        ],
      },
      {
        id: 'influence',
        title: 'Placing influence',
        rule: '6.1',
        body: [
          'One operation places one influence in a country where you already have influence or next to one (as it was when the round began, 6.1.1); a country your opponent controls costs two per influence.',
        ],
      },
      {
        id: 'realign',
        title: 'Realignment',
        rule: '6.2',
        body: [
          'Each operation is a roll-off in a country where the opponent has influence; both sides add one for each adjacent country they control, one if they have more influence there, one for an adjacent superpower. The loser of the roll loses the difference in influence.',
        ],
      },
      {
        id: 'coup',
        title: 'Coups',
        rule: '6.3',
        body: [
          'Roll a die and add the card’s operations; beyond twice the country’s stability, the excess removes the opponent’s influence and then adds yours. A coup counts for military operations.',
          'DEFCON forbids coups in some regions; a coup in a battleground lowers DEFCON by one. The player whose action brings DEFCON to 1 loses the game (8.1.3): the app warns you before such a move.',
        ],
      },
      {
        id: 'space',
        title: 'Space Race',
        rule: '6.4',
        body: [
          'Once a turn, discard a card of enough operations to roll for the next box of the space track; reaching a box first scores VP and some boxes give abilities. A spaced card’s event does not happen (6.4.5).',
        ],
      },
      {
        id: 'china',
        title: 'The China Card',
        rule: '9',
        body: [
          'Four operations, one more if all are spent in Asia; after play it passes face down to the opponent and turns face up at the end of the turn (9.3). It has no event and may not be played if it would leave you holding a scoring card (9.5).',
        ],
      },
      {
        id: 'scoring',
        title: 'Scoring and victory',
        rule: '10',
        body: [
          'A scoring card, played as an event, scores its region for presence, domination or control, battlegrounds and countries next to the enemy superpower (10.1). A scoring card can only be played for its event.',
          'After turn 10 final scoring counts every region, and The China Card’s holder gains one VP (10.3).',
        ],
      },
    ],
  },
  dominion: {
    title: 'Dominion',
    goal: 'Build a deck while you play it. When the Provinces (or the Colonies) are gone, or any three Supply piles are empty, the game ends and the most VP wins (fewer turns break a tie).',
    sections: [
      {
        id: 'turn',
        title: 'A turn',
        body: [
          'Action phase: play one Action card (more when cards give +Actions). Buy phase: play Treasures, then buy one card (more with +Buy) costing up to your coins. Clean-up: discard everything and draw five new cards; shuffle your discard when your deck runs out.',
        ],
      },
      {
        id: 'following',
        title: 'Following a card',
        body: [
          'Do what a card says in the order it says it, as much as you can: a card that asks you to trash two cards trashes one if you hold one. Where a card offers a choice ("you may", "choose one"), the app asks, and its question names the card asking.',
          'A long press on a card (a right click with a mouse) shows its full text. Cards that happen when gained, bought or trashed say so; when several happen at once, their owner chooses the order.',
        ],
      },
      {
        id: 'attacks',
        title: 'Attacks and Reactions',
        body: [
          'An Attack affects each other player in turn. Each of them may reveal a Reaction (Moat…) first; everyone is given the same chance, so nobody learns who holds one.',
        ],
      },
      {
        id: 'durations',
        title: 'Durations',
        body: [
          'A Duration card stays in play until the Clean-up of the turn its last effect happens, and does part of its work at the start of your next turn.',
        ],
      },
      {
        id: 'end',
        title: 'End of the game',
        body: [
          'The game ends after the turn in which the last Province (or Colony) is taken, or a third Supply pile is emptied. VP come from Victory cards, Curses and VP tokens.',
        ],
      },
      {
        id: 'board',
        title: 'On the table',
        body: [
          'Tap a card in your hand to play it, a pile in the Supply to buy it. The VP counter (a lobby option) shows everyone’s points, which anyone could count from the cards gained.',
        ],
      },
    ],
  },
  risk: {
    title: 'World conquest',
    goal: 'Conquer the world: take every territory, or eliminate the other players (with two, the neutral army need not be beaten); with secret missions, complete your mission first; with capitals, hold every capital.',
    sections: [
      {
        id: 'setup',
        title: 'Setup',
        body: [
          'Territories are dealt (or claimed one at a time), then each player places their starting armies on their own territories. With two players a neutral army holds a third of the world and only defends.',
        ],
      },
      {
        id: 'reinforce',
        title: 'Reinforcements',
        body: [
          'At the start of your turn you receive a third of your territories (at least three), plus the bonus of every continent you hold whole. Place them on your own territories.',
        ],
      },
      {
        id: 'cards',
        title: 'Cards',
        body: [
          'A turn with a conquest earns a card. Three of a kind or one of each trade for armies (4, 6, 8 or 10 here, a wild completes the best set); a traded card naming your territory adds two armies there. Five cards or more must be traded.',
        ],
      },
      {
        id: 'attack',
        title: 'Attacking',
        body: [
          'Attack a neighbour with up to three dice (never more than your armies less one); the defender rolls up to two. Highest dice are compared in pairs, ties to the defender. Blitz repeats the battle until the territory falls or your armies reach the floor you set. A conquered territory takes at least as many armies as dice rolled.',
        ],
      },
      {
        id: 'fortify',
        title: 'Fortifying',
        body: ['End your turn with one move of armies from one territory to a connected one of yours (at least one army stays behind).'],
      },
      {
        id: 'fog',
        title: 'Fog of war',
        body: [
          'With fog of war on you see only your territories and their neighbours; battles out of sight are not in your log, and the charts show only your own counts until the game ends.',
        ],
      },
    ],
  },
  diplomacy: {
    title: 'Diplomacy',
    goal: 'Seven great powers of 1901 Europe. Everyone writes orders in secret, then all orders are resolved at once. A power holding 18 supply centres after a Fall wins; the players may also agree a draw.',
    sections: [
      {
        id: 'orders',
        title: 'Orders',
        rule: 'Movement',
        body: [
          'Each unit holds, moves to a neighbouring space, supports another unit’s hold or move, or (a fleet at sea) convoys an army. Armies move on land, fleets on sea and coasts.',
          'A move succeeds when it is stronger than everything opposing it; each valid support adds one. Equal strengths bounce. A unit without an order holds.',
        ],
      },
      {
        id: 'support',
        title: 'Support and cutting',
        rule: 'Support',
        body: [
          'A support is cut when the supporting unit is attacked from anywhere but the space it supports into; a unit never dislodges one of its own power.',
        ],
      },
      {
        id: 'retreats',
        title: 'Retreats',
        rule: 'Retreats',
        body: [
          'A dislodged unit retreats to an empty neighbouring space that was not left empty by a bounce and is not where the attacker came from, or disbands.',
        ],
      },
      {
        id: 'builds',
        title: 'Supply centres and builds',
        rule: 'Adjustments',
        body: [
          'Centres change hands when a unit stands on them after a Fall turn. In Winter each power builds in its empty home centres or disbands until it has as many units as centres.',
        ],
      },
      {
        id: 'typing',
        title: 'Writing orders in the app',
        body: [
          'Tap a unit and then its target on the map, or type orders such as “A Bud - Ser”, “F Lon S A Wal - Bel”. Submitting shows nothing of your orders to the others until every power has ordered.',
        ],
      },
      {
        id: 'fog',
        title: 'Fog of war',
        body: [
          'With fog of war on you see your own units and the units in and next to the provinces you occupy or whose centre you own; the other provinces are grey. Every centre’s owner stays public. Results and the log show only what you could see; a support of a unit out of sight can still be typed, and the orders are decided as usual. Once the game is over the replay shows the whole map.',
        ],
      },
    ],
  },
  diplomacy5d: {
    title: '5D Diplomacy',
    goal: 'Diplomacy across time: units may move into the past and into other timelines; changing the past forks a new timeline. A power holding 18 distinct centres over the newest boards wins.',
    sections: [
      {
        id: 'boards',
        title: 'Boards and timelines',
        body: [
          'Each timeline is a row of boards, three a year (Spring, Fall, Winter). The newest board of each timeline is its head; orders are written for the units on the heads.',
        ],
      },
      {
        id: 'orders',
        title: 'Orders across time',
        body: [
          'A unit may move, support or convoy to a neighbouring space on its own board, on an earlier board of its timeline, or on an adjacent timeline (which boards count as adjacent depends on the rule set chosen in the lobby). Orders are written like “A a-Mun@3 -> Tyr”: timeline letter, province, movement turn.',
        ],
      },
      {
        id: 'forks',
        title: 'Changing the past',
        body: [
          'When an order changes what happened on a past board, that board forks: a new timeline starts from it, below the others. The old history stays.',
        ],
      },
      {
        id: 'victory',
        title: 'Victory',
        body: [
          'Centres are counted by province over the head boards (a centre held on two timelines counts once); 18 wins, and a tie at the top is no win yet. Draws are voted with the orders, as in Diplomacy.',
        ],
      },
      {
        id: 'fog',
        title: 'Fog of war',
        body: [
          'With fog of war on, on each board you see your own units and the units in and next to the provinces you occupy or whose centre you own there, and there too what your units and centres on the boards next to it (those a unit could move between) see; the other provinces are grey. Every centre’s owner on every board stays public. Results and the log show only what you could see; an order into the fog can still be typed, and the orders are decided as usual. Once the game is over the replay shows the whole multiverse.',
        ],
      },
    ],
  },
};
