import type { DecisionScenario } from '@app/shared/domain/games/content.ts'

/**
 * Decision Drill's scenarios (spec §3): five per age group, so one play of five uses a whole set.
 * Wording gets simpler for 8-12 and more tactical for 18+. The best option is worth 10 (beginner),
 * 12 (intermediate) or 15 (advanced); sensible-but-slower options sit in between, poor habits at 2-5.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS: readonly DecisionScenario[] = [
  // 8-12: one clear idea per scenario, plain words, no jargon.
  {
    id: 'dd-812-01',
    situation: 'One-on-one with the keeper',
    description:
      'You have raced past every defender and you are dribbling towards goal. The goalkeeper is coming off the line to meet you and nobody can catch you.',
    ageGroup: '8-12',
    difficulty: 'beginner',
    timeLimit: 5,
    context: { score: '0-0', time: "24'", situation: 'Through on goal after a long pass', player: 'You', position: 'Striker' },
    videoContext: 'A striker runs onto a long pass and carries the ball towards a goalkeeper who is rushing out.',
    options: [
      {
        id: 'a',
        action: 'Keep the ball close, look up at the keeper and pass it calmly into the corner with the inside of your foot',
        explanation:
          'Looking up shows you where the space is, and a side-foot finish is the most accurate way to score. This close to goal, aiming beats power.',
        points: 10,
        isOptimal: true,
      },
      {
        id: 'b',
        action: 'Kick it as hard as you can straight away',
        explanation: 'Power without aiming often goes straight at the keeper or over the bar. Take a moment to pick your spot first.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Stop and wait for a teammate to catch up',
        explanation:
          'Waiting gives the defenders time to get back and the keeper time to get ready. When you are clear, be brave and go for goal.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Push the ball far ahead and chase after it',
        explanation: 'A big touch lets the keeper dive on the ball before you reach it. Small touches keep the ball under your control.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-812-02',
    situation: 'A free teammate on the other side',
    description:
      'You have the ball on the left and three players from the other team are closing in around you. On the far side of the pitch, your teammate is standing all alone and waving for the ball.',
    ageGroup: '8-12',
    difficulty: 'beginner',
    timeLimit: 6,
    context: { score: '1-0', time: "18'", situation: 'Crowded left side, space on the right', player: 'You', position: 'Left midfielder' },
    videoContext: 'Three opponents crowd a player near the left touchline while a teammate waits unmarked on the right.',
    options: [
      {
        id: 'a',
        action: 'Try to dribble past all three players',
        explanation:
          'Dribbling is a great skill, but three against one is very hard, and losing the ball here lets them attack. Save your dribbles for one-against-one.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Pass back to the teammate behind you so they can move it on',
        explanation:
          'A safe pass keeps the ball, which is good, but it is slower, so the other team has time to run across and mark your free teammate.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Look up and pass the ball across to your free teammate',
        explanation:
          'When one side is crowded, the other side usually has space. Getting the ball there quickly lets your team attack where the other team is not.',
        points: 10,
        isOptimal: true,
      },
      {
        id: 'd',
        action: 'Kick the ball out of play so nobody gets it',
        explanation: 'That gives the other team a throw-in for nothing. Keep the ball and look for the free player instead.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-812-03',
    situation: 'A player is hurt',
    description:
      'Your team has the ball in the middle of the pitch when a player from the other team falls and holds their leg. They look really hurt, and the referee has not stopped the game.',
    ageGroup: '8-12',
    difficulty: 'beginner',
    timeLimit: 7,
    context: { score: '2-2', time: "27'", situation: 'Opponent injured on the ground', player: 'You', position: 'Central midfielder' },
    videoContext: 'A player lies on the grass holding their leg while the game carries on around them.',
    options: [
      {
        id: 'a',
        action: 'Keep playing and try to score while they are down',
        explanation:
          'Scoring while someone is hurt is not fair play, and the player needs help right away. Great players win the right way.',
        points: 2,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Keep dribbling and shout to the referee',
        explanation:
          'Telling the referee is a good idea, but while you keep playing the hurt player is still waiting for help. Stopping the game yourself is quicker.',
        points: 6,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Kick the ball out of play so the player can get help',
        explanation:
          "A player's safety matters more than any goal. Putting the ball out lets the adults help, and the other team will usually give the ball back to you.",
        points: 10,
        isOptimal: true,
      },
    ],
  },
  {
    id: 'dd-812-04',
    situation: 'Before the ball arrives',
    description:
      'Your defender is about to pass the ball to you in the middle of the pitch. You cannot see what is behind you, and you can hear footsteps getting closer.',
    ageGroup: '8-12',
    difficulty: 'intermediate',
    timeLimit: 6,
    context: { score: '0-0', time: "12'", situation: 'Receiving a pass in midfield', player: 'You', position: 'Central midfielder' },
    videoContext: 'A midfielder checks over their shoulder just before a pass arrives, with an opponent running in from behind.',
    options: [
      {
        id: 'a',
        action: 'Stand still facing the passer and wait for the ball',
        explanation:
          'If you do not look, you will not know the opponent is there until they tackle you. Good players check around them before every touch.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Take a quick look over your shoulder, then turn your body sideways so you can see more of the pitch',
        explanation:
          'Looking before the ball arrives tells you where the opponent and the space are. Standing sideways lets your first touch go away from pressure or forwards.',
        points: 12,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Move towards the ball so the opponent cannot get in front of you',
        explanation: 'Coming to meet the ball is a good habit, but without a look you still do not know which way to go next.',
        points: 7,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-812-05',
    situation: 'Two against one',
    description:
      'You are the last defender and two attackers are running at you, one with the ball. Your teammates are sprinting back to help, but they are still a few seconds away.',
    ageGroup: '8-12',
    difficulty: 'advanced',
    timeLimit: 8,
    context: { score: '1-1', time: "31'", situation: 'Two attackers against you', player: 'You', position: 'Defender' },
    videoContext: 'Two attackers break towards goal while a lone defender backs off and teammates race back.',
    options: [
      {
        id: 'a',
        action: 'Dive in for the tackle straight away',
        explanation: 'If you miss, both attackers are through on goal. When you are outnumbered, staying on your feet is safer.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Back off slowly, stay in between the two attackers and your goal, and wait for help',
        explanation:
          'This is called delaying. Every second you win lets your teammates get back, and standing between both attackers means you can block the pass and still stop the dribble.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Run across to mark the attacker without the ball',
        explanation: 'That blocks the pass, but the dribbler can run straight at goal. Stay in between so you can deal with both.',
        points: 6,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Run all the way back to your goal line',
        explanation:
          'Backing off too far gives the attackers an easy shot. Back off slowly and stay close enough to put them under pressure.',
        points: 4,
        isOptimal: false,
      },
    ],
  },

  // 13-17: the same ideas with tactical names: transitions, cover shadows, pressing triggers.
  {
    id: 'dd-1317-01',
    situation: 'Three against two on the break',
    description:
      'You win the ball in midfield and break forward with a teammate running either side of you. Two defenders are backing off towards their box.',
    ageGroup: '13-17',
    difficulty: 'intermediate',
    timeLimit: 6,
    context: { score: '1-1', time: "63'", situation: 'Counter-attack, 3v2', player: 'You', position: 'Central midfielder' },
    videoContext: 'A midfielder carries the ball at speed towards two retreating defenders with runners on both sides.',
    options: [
      {
        id: 'a',
        action: 'Drive at the defenders at speed, make one of them commit to you, then slip the pass to the free runner',
        explanation:
          'Carrying the ball fast forces a defender to step in, which creates the free player. Release it the moment a defender commits and your runner is through.',
        points: 12,
        isOptimal: true,
      },
      {
        id: 'b',
        action: 'Pass wide to a runner straight away',
        explanation:
          'A quick pass keeps the tempo, but neither defender has committed yet, so they can shift across and turn it into a 2v2 near the ball.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Slow down and wait for more teammates to join',
        explanation: 'Waiting lets their midfielders recover and kills the overload. Counter-attacks work because of speed.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Shoot from well outside the box',
        explanation: 'A long shot gives up a 3v2 that could create a far better chance. Use the overload first.',
        points: 3,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-1317-02',
    situation: 'Stuck in a cover shadow',
    description:
      'Your centre-back has the ball and wants to find you, but their midfielder is standing right in the passing lane between you. Your striker has dropped towards the ball and is free to receive.',
    ageGroup: '13-17',
    difficulty: 'advanced',
    timeLimit: 9,
    context: {
      score: '0-0',
      time: "22'",
      situation: 'Building up against a midfield screen',
      player: 'You',
      position: 'Central midfielder',
    },
    videoContext: 'A midfielder is hidden behind an opponent in the passing lane while the striker drops short, unmarked.',
    options: [
      {
        id: 'a',
        action: 'Call for the ball and stay where you are',
        explanation:
          "While you stand in the opponent's cover shadow, the pass can be intercepted. Move, or let the ball reach you another way.",
        points: 3,
        isOptimal: false,
      },
      {
        id: 'b',
        action: "Point the centre-back to the striker, then move to receive the striker's lay-off facing forward",
        explanation:
          'This is a third-man combination: the ball goes round the blocker through the striker, and you arrive facing the pitch with that midfielder now behind the play.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Drift a few steps sideways out of the cover shadow',
        explanation:
          'Stepping out of the shadow opens the lane, which is a good habit, but you receive with your back to goal and the midfielder can turn to press you.',
        points: 9,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Drop next to the centre-backs to collect it',
        explanation:
          'You get the ball safely, but you are now behind their first line of pressure and nobody has been taken out of the game.',
        points: 5,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-1317-03',
    situation: 'Protecting a late lead',
    description:
      "Your team is 1-0 up in the last minutes and you receive the ball near the opponents' corner flag. Two of their players are closing you down and your teammates are behind the ball.",
    ageGroup: '13-17',
    difficulty: 'intermediate',
    timeLimit: 7,
    context: { score: '1-0', time: "88'", situation: 'Closing out the game', player: 'You', position: 'Winger' },
    videoContext: "A winger receives near the opponents' corner flag late in the game with two defenders approaching.",
    options: [
      {
        id: 'a',
        action: 'Cross it straight into the box',
        explanation:
          'A cross could create a chance, but with few teammates in the box it will usually be cleared and start a counter-attack at the worst moment.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Pass it back to a teammate and keep possession',
        explanation: 'Keeping the ball is good, but passing backwards invites their press further up the pitch, closer to your goal.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Shoot from the tight angle',
        explanation: 'A low-percentage shot usually ends as a goal kick, handing them the ball with time to attack.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Take the ball towards the corner flag, shield it and try to win a throw-in or corner',
        explanation:
          'Keeping the ball far from your goal uses up time and pins them back. Shield side-on, with your body between the ball and the defender, and stay strong on your feet.',
        points: 12,
        isOptimal: true,
      },
    ],
  },
  {
    id: 'dd-1317-04',
    situation: 'Pressing trigger',
    description:
      'You are leading the press. Their centre-back receives a bouncing pass and has to take a touch facing their own goal, with the other centre-back free to one side.',
    ageGroup: '13-17',
    difficulty: 'advanced',
    timeLimit: 6,
    context: { score: '0-0', time: "15'", situation: 'Opponent receiving a poor pass', player: 'You', position: 'Striker' },
    videoContext: 'A centre-back struggles with a bouncing pass while facing their own goal as the striker watches.',
    options: [
      {
        id: 'a',
        action: 'Sprint straight at the centre-back as fast as you can',
        explanation: 'The energy is right, but a straight run leaves the sideways pass open, so they escape the press with one touch.',
        points: 8,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Press at once, curving your run so your body blocks the pass to the other centre-back',
        explanation:
          'A heavy touch facing backwards is a classic pressing trigger. A curved run uses your cover shadow to cut off the easy pass, forcing a rushed clearance or a mistake.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Stay where you are and keep your shape',
        explanation: 'Holding shape is often right, but here you miss the moment when the opponent is most vulnerable.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Slide in from behind to win the ball',
        explanation:
          'A tackle from behind is likely to be a foul and maybe a card, and it throws away the advantage you were about to win.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-1317-05',
    situation: 'Lost it on the wing',
    description:
      'You try to beat their full-back, but they win the ball and play it straight down the line past you. Your own full-back had pushed forward, so their winger is running into the space behind.',
    ageGroup: '13-17',
    difficulty: 'beginner',
    timeLimit: 5,
    context: { score: '2-1', time: "55'", situation: 'Ball lost high up the pitch', player: 'You', position: 'Right winger' },
    videoContext: 'After a lost dribble, the ball is played past the winger into space behind their advanced full-back.',
    options: [
      {
        id: 'a',
        action: 'Stop and appeal to the referee for a foul',
        explanation: 'Appealing wastes the seconds that matter most. Keep playing until you hear the whistle.',
        points: 2,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Stay high so you are ready for the next attack',
        explanation: 'Staying up gives an outlet if your team wins it back, but right now your side is short at the back and needs you.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Jog back and leave it to your full-back',
        explanation:
          'Your full-back is out of position, so the space behind is yours to help cover. Transitions are won by the players who react first.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Sprint back towards your own goal to get goal-side, and call out who should cover the winger',
        explanation:
          'A recovery run on the inside line puts you back between the ball and your goal, and a clear call stops two teammates going to the same player.',
        points: 10,
        isOptimal: true,
      },
    ],
  },

  // 18+: structure and trade-offs: weak-side switches, rest defence, zonal set pieces, fixing defenders.
  {
    id: 'dd-18-01',
    situation: 'Switch the point of attack',
    description:
      'You receive on the half-turn in central midfield. Their whole block has shifted towards the ball on the left, and your right winger is alone against their left-back on the far touchline.',
    ageGroup: '18+',
    difficulty: 'intermediate',
    timeLimit: 7,
    context: {
      score: '0-0',
      time: "51'",
      situation: 'Opponents overloaded on the ball side',
      player: 'You',
      position: 'Central midfielder',
    },
    videoContext: 'A compact block slides towards the ball on one flank while a winger waits in space on the other.',
    options: [
      {
        id: 'a',
        action: 'Force a pass through the crowded centre',
        explanation:
          'Their lines are compact on the ball side, so the pass is likely to be cut out and start a counter in a dangerous area.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Switch play early with a driven diagonal to the winger, before the block can shift back',
        explanation:
          'Their shift to the ball leaves the weak side short. A quick, driven switch isolates your winger one-against-one with space to attack before the cover arrives.',
        points: 12,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Recycle it back to the centre-back',
        explanation:
          'Safe, and the team can still switch, but every extra pass gives the block time to slide across and the 1v1 disappears.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Dribble at the nearest midfielder',
        explanation: 'Carrying into their overload invites a turnover where they have the numbers to counter.',
        points: 3,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-18-02',
    situation: 'Rest defence',
    description:
      'Your team is camped in their half with both full-backs high and the ball on the right wing. Their quick striker is on the shoulder of your centre-backs, and their No. 10 is drifting into the space behind you.',
    ageGroup: '18+',
    difficulty: 'advanced',
    timeLimit: 9,
    context: {
      score: '1-1',
      time: "70'",
      situation: 'Sustained attack with a counter-attack threat',
      player: 'You',
      position: 'Defensive midfielder (No. 6)',
    },
    videoContext:
      'A holding midfielder stands ahead of two centre-backs while the team attacks on the far wing and an opposing No. 10 lurks behind them.',
    options: [
      {
        id: 'a',
        action: 'Join the attack on the edge of the box to add another shooter',
        explanation:
          'An extra body helps the attack, but if the ball is lost you have left the centre open and their No. 10 free to receive and turn.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Drop in between the centre-backs',
        explanation:
          'It protects against the ball over the top, but it leaves the No. 10 free in front of the defence and cuts you off from the attack.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'c',
        action:
          "Hold your position screening the No. 10, stay close enough to counter-press, and talk your centre-backs through the striker's runs",
        explanation:
          'That is rest defence: where you stand while attacking decides how well you defend the counter. Blocking the pass into the No. 10 and being ready to press the ball stops most counters before they start.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'd',
        action: 'Man-mark the striker so the centre-backs can push up',
        explanation: "That doubles up on the centre-backs' job and leaves the No. 10 free in the most dangerous zone.",
        points: 4,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-18-03',
    situation: 'Near-post zone at a corner',
    description:
      'You are defending a corner and your job is the zone at the near post. The ball is whipped in fast at head height towards your area, with an attacker running across you.',
    ageGroup: '18+',
    difficulty: 'beginner',
    timeLimit: 4,
    context: { score: '2-1', time: "84'", situation: 'Defending a corner', player: 'You', position: 'Centre-back' },
    videoContext: 'An in-swinging corner is whipped towards the near post as an attacker sprints across the zonal defender.',
    options: [
      {
        id: 'a',
        action: 'Wait for the ball to come to you',
        explanation: 'Waiting lets the runner arrive in front of you. At set pieces the first player to the ball usually wins.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Follow the runner instead of the ball',
        explanation:
          'In a zone, your job is the ball in your area. Leaving it to track a runner opens the space you were there to protect.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Attack the ball at its highest point and head it high, wide and far',
        explanation:
          'Attacking the ball beats the runner to it, and a clearance that goes high, wide and far gives your team time to reset away from the middle.',
        points: 10,
        isOptimal: true,
      },
      {
        id: 'd',
        action: 'Cushion it on your chest and play out',
        explanation: 'Taking a touch in a crowded box invites pressure and risks a scramble in front of goal.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-18-04',
    situation: 'Two against one on the flank',
    description:
      'You are the winger with the ball and your full-back is overlapping outside you. Their full-back is standing between you both, unsure whether to step out to you or drop with the runner.',
    ageGroup: '18+',
    difficulty: 'advanced',
    timeLimit: 8,
    context: { score: '0-1', time: "60'", situation: 'Wide 2v1 overload', player: 'You', position: 'Left winger' },
    videoContext: 'A winger carries the ball towards a full-back while a teammate overlaps on the outside.',
    options: [
      {
        id: 'a',
        action: 'Pass to the overlapping full-back immediately',
        explanation:
          'Sometimes right, but the defender has not committed yet, so they can simply follow the pass and it becomes one-against-one again.',
        points: 8,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Cut inside straight away into the middle',
        explanation: 'Cutting in early takes you away from the overload and into their covering midfielders.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Turn back and restart the attack',
        explanation: 'Giving up a 2v1 wastes the advantage your team worked to create.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'd',
        action:
          "Dribble at the defender's inside shoulder to make them commit, then release the overlap or go inside depending on what they do",
        explanation: 'Fixing the defender is what makes an overload work: whichever way they choose, one of you is free.',
        points: 15,
        isOptimal: true,
      },
    ],
  },
  {
    id: 'dd-18-05',
    situation: 'Isolated in the box',
    description:
      'Your team leads by a goal late in an away game, and their best winger runs at you inside your penalty area. Your centre-back is covering the space behind you.',
    ageGroup: '18+',
    difficulty: 'intermediate',
    timeLimit: 5,
    context: { score: '1-0', time: "86'", situation: 'Defending one-against-one in the box', player: 'You', position: 'Right-back' },
    videoContext: 'A winger dribbles at a full-back inside the penalty area with a centre-back covering behind.',
    options: [
      {
        id: 'a',
        action: 'Stay on your feet, jockey side-on and show the winger away from goal, onto their weaker foot',
        explanation:
          'Patience wins this duel. A side-on stance lets you react, and showing them away from goal makes any shot or cross harder, with cover behind you.',
        points: 12,
        isOptimal: true,
      },
      {
        id: 'b',
        action: 'Slide in to win the ball',
        explanation:
          'A mistimed slide in the box gives away a penalty, and even a clean one leaves you on the floor if the winger cuts back.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Back off towards your six-yard box',
        explanation: 'Giving that much room lets the winger shoot or pick a pass without pressure.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Hold their shirt to slow them down',
        explanation: 'Holding in the box is a penalty and possibly a card. Defend with your feet and your body position.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
]
