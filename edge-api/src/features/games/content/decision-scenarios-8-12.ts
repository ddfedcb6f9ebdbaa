import type { DecisionScenario } from '@app/shared/domain/games/content.ts'

/**
 * Decision Drill's scenarios for 8-12 (docs/features/games.md): one clear idea per scenario, plain words, no jargon.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS_8_12: readonly DecisionScenario[] = [
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
]
