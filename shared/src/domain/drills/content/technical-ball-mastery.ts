import type { Drill } from "../drill.ts";
import {
  ALL_AGES,
  ball,
  cones,
  diagram,
  dribble,
  move,
  player,
  text,
  you,
} from "./build.ts";

/**
 * Technical drills of the library (docs/features/drills.md): ball mastery, turns, dribbling and 1v1 moves.
 */
export const TECHNICAL_BALL_MASTERY_DRILLS: Drill[] = [
  {
    slug: "toe-taps",
    title: "Toe taps",
    summary:
      "Quick, light touches on top of the ball with both feet: the first step of ball mastery.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["ball mastery", "both feet", "rhythm"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 5,
    level: 1,
    steps: [
      "Put the ball in front of you and stand on your toes.",
      "Tap the top of the ball with the sole of your right foot, then your left foot.",
      "Keep swapping feet, like running on the spot, for 30 seconds.",
      "Rest for 30 seconds, then go again. Do 5 rounds.",
    ],
    coachingPoints: [
      "Touch the ball lightly: it should hardly move.",
      "Stay on the balls of your feet with your knees a little bent.",
      "Try to look up between touches.",
    ],
    progression:
      "Count your taps in 30 seconds and beat your score, then move around the ball in a circle while you tap.",
    next: "sole-rolls",
    diagram: diagram(4, 4, [
      ball([2, 1.6]),
      you([2, 2.4]),
      text("count", [2, 3.6], "tap, tap, tap"),
    ], [
      move("you", "run", 1, [[2, 2.4], [1.7, 2.1], [2, 2.4]]),
      move("you", "run", 2, [[2, 2.4], [2.3, 2.1], [2, 2.4]]),
    ]),
  },
  {
    slug: "sole-rolls",
    title: "Sole rolls and pull-backs",
    summary:
      "Rolling the ball with the sole across the body and pulling it back, to keep it close in tight spaces.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["ball mastery", "close control", "both feet"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 8,
    level: 1,
    steps: [
      "Put your right sole on top of the ball.",
      "Roll the ball across in front of you to your left, then stop it with your left sole.",
      "Roll it back across with your left sole.",
      "Now pull the ball back towards you with the sole and push it forward again.",
      "Do 1 minute of each, 3 times.",
    ],
    coachingPoints: [
      "Keep the ball under your foot, not in front of it.",
      "Hop lightly on your standing foot to stay balanced.",
      "Use both feet the same amount.",
    ],
    progression:
      "Mix them together: roll across, pull back, roll across, without stopping, and then add a turn after each pull-back.",
    next: "inside-outside-touches",
    diagram: diagram(5, 4, [you([2.5, 2.6]), ball([1.5, 2])], [
      move("ball", "dribble", 1, [[1.5, 2], [3.5, 2]]),
      move("ball", "dribble", 2, [[3.5, 2], [1.5, 2]]),
      move("ball", "dribble", 3, [[1.5, 2], [1.5, 2.8], [1.5, 2]]),
    ]),
  },
  {
    slug: "inside-outside-touches",
    title: "Inside-outside touches",
    summary:
      "Moving the ball with the inside and outside of one foot while travelling, for close dribbling.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["dribbling", "ball mastery", "both feet"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 8,
    level: 1,
    steps: [
      "Put two cones about 8 big steps apart.",
      "Dribble from one cone to the other using only your right foot: inside touch, outside touch.",
      "Come back using only your left foot.",
      "Do 6 lengths with each foot.",
    ],
    coachingPoints: [
      "Take small touches, one with every step.",
      "The ball should zig-zag a little, never run away from you.",
    ],
    progression:
      "Go faster, then use the inside of one foot and the outside of the other foot as you move.",
    next: "cone-slalom",
    diagram: diagram(10, 4, [
      ...cones([[1, 2], [9, 2]]),
      you([1.5, 2]),
      ball([1.5, 2]),
    ], [
      dribble(1, [[1.5, 2], [3, 1.6], [4.5, 2.4], [6, 1.6], [7.5, 2.4], [
        8.5,
        2,
      ]]),
    ]),
  },
  {
    slug: "cone-slalom",
    title: "Cone weave dribble",
    summary:
      "Dribbling in and out of a line of cones with small touches and changes of direction.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["dribbling", "change of direction", "close control"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Put 6 cones in a line, each one big step apart.",
      "Dribble in and out of the cones to the end.",
      "Turn at the last cone and weave back.",
      "Rest while you count to 20, then go again. Do 8 runs.",
    ],
    coachingPoints: [
      "Use the inside and the outside of your foot to go around each cone.",
      "Keep the ball close enough to touch it every step.",
      "Look up at the end of the line before you turn.",
    ],
    progression:
      "Time your runs and beat your best, then use only your weaker foot, then do it twice as fast with the cones closer.",
    next: "turn-square",
    diagram: diagram(10, 4, [
      ...cones([[2, 2], [3, 2], [4, 2], [5, 2], [6, 2], [7, 2]]),
      you([0.8, 2]),
      ball([0.8, 2]),
    ], [
      dribble(1, [[0.8, 2], [2, 2.6], [3, 1.4], [4, 2.6], [5, 1.4], [6, 2.6], [
        7,
        1.4,
      ], [8, 2]]),
      dribble(2, [[8, 2], [7, 2.6], [6, 1.4], [5, 2.6], [4, 1.4], [3, 2.6], [
        2,
        1.4,
      ], [0.8, 2]]),
    ]),
  },
  {
    slug: "turn-square",
    title: "Four-turn square",
    summary:
      "Dribbling to a cone and turning away with the drag-back, the inside hook, the outside hook and the Cruyff turn.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["turning", "dribbling", "Cruyff turn"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 12,
    level: 2,
    steps: [
      "Make a square with 4 cones, about 5 big steps on each side, and stand in the middle with the ball.",
      "Dribble to a cone and turn away just before it with a drag-back.",
      "Come back to the middle, then dribble to the next cone and use a different turn.",
      "Go round all 4 cones with the 4 turns, then start again with your other foot.",
    ],
    coachingPoints: [
      "Slow down just before you turn, then speed away after it.",
      "Keep your body between the cone and the ball as you turn.",
      "Practise the turn you find hardest twice as often.",
    ],
    progression:
      "Ask someone to shout the turn just before you reach the cone, or do each turn at full speed.",
    next: "scissors-and-step-over",
    diagram: diagram(7, 7, [
      ...cones([[1, 1], [6, 1], [6, 6], [1, 6]]),
      you([3.5, 3.5]),
      ball([3.5, 3.5]),
    ], [
      dribble(1, [[3.5, 3.5], [1.6, 1.6]]),
      dribble(2, [[1.6, 1.6], [3.5, 3.5]]),
      dribble(3, [[3.5, 3.5], [5.4, 1.6]]),
      dribble(4, [[5.4, 1.6], [3.5, 3.5]]),
    ]),
  },
  {
    slug: "scissors-and-step-over",
    title: "Scissors and step-over",
    summary:
      "Two 1v1 moves that make a defender lean the wrong way, practised against a cone defender.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["1v1", "feints", "dribbling"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 12,
    level: 2,
    steps: [
      "Put one cone as a defender in the middle and a gate of two cones behind it.",
      "Dribble slowly at the cone defender.",
      "Two steps before it, swing your foot around the ball (scissors) and push the ball out with your other foot.",
      "Speed up through the gate.",
      "Walk back and go again, 5 times to each side, then practise the step-over.",
    ],
    coachingPoints: [
      "Do the move when the defender is two steps away, not too early and not too late.",
      "Dip your shoulder to sell the fake.",
      "The fast push after the move is the part that beats the defender.",
    ],
    progression:
      "Do a double scissors, then try the move against a friend who is allowed to defend.",
    next: "one-v-one-gates",
    diagram: diagram(10, 5, [
      ...cones([[5, 2.5]], "d"),
      ...cones([[8.5, 1.2], [8.5, 3.8]], "g"),
      you([1, 2.5]),
      ball([1, 2.5]),
    ], [
      dribble(1, [[1, 2.5], [3.6, 2.5]]),
      dribble(2, [[3.6, 2.5], [4.2, 1.2], [6, 1.2]]),
      dribble(3, [[6, 1.2], [8.5, 2.5], [9.5, 2.5]]),
    ]),
  },
  {
    slug: "one-v-one-gates",
    title: "1v1 to a gate",
    summary:
      "Taking on a real defender and getting past them to dribble through a gate.",
    pillar: "technical",
    skills: ["technical", "tactical"],
    tags: ["1v1", "dribbling", "attacking"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones", "partner"],
    space: "park",
    minutes: 15,
    level: 3,
    steps: [
      "Make a pitch 10 big steps long with a gate of two cones at each end.",
      "Your partner passes the ball to you from their gate and comes to defend.",
      "Try to dribble through their gate. They try to win the ball and dribble through yours.",
      "Play for 1 minute, rest for 1 minute, and swap who starts.",
    ],
    coachingPoints: [
      "Attack the defender fast and use a move when they are close.",
      "Change speed: slow to set up, fast to go past.",
      "If you lose the ball, defend straight away.",
    ],
    progression:
      "Make the gates smaller, or allow only 3 seconds to get past the defender once they arrive.",
    safety: "Play fair: no pushing or sliding tackles.",
    diagram: diagram(
      12,
      8,
      [
        ...cones([[1, 3], [1, 5]], "a"),
        ...cones([[11, 3], [11, 5]], "b"),
        you([2, 4]),
        player("partner", "defender", [10, 4]),
        ball([10, 4]),
      ],
      [
        move("ball", "pass", 1, [[10, 4], [2.5, 4]]),
        move("partner", "run", 1, [[10, 4], [7, 4]]),
        dribble(2, [[2.5, 4], [5.5, 4], [6.5, 6], [11, 4]]),
        move("you", "run", 1, [[2, 4], [2.5, 4]]),
      ],
    ),
  },
];
