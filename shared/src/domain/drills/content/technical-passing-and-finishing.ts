import type { Drill } from "../drill.ts";
import {
  ALL_AGES,
  ball,
  cones,
  diagram,
  goal,
  move,
  player,
  TEENS_AND_ADULTS,
  text,
  wall,
  you,
  zone,
} from "./build.ts";

/**
 * Technical drills of the library (docs/features/drills.md): passing off a wall, first touch, juggling, finishing and long passing.
 */
export const TECHNICAL_PASSING_AND_FINISHING_DRILLS: Drill[] = [
  {
    slug: "inside-foot-wall-passes",
    title: "Wall passes",
    summary:
      "Passing against a wall with the inside of the foot and stopping the ball that comes back: the base of every pass.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["passing", "first touch", "wall"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall"],
    space: "small",
    minutes: 10,
    level: 1,
    steps: [
      "Stand 3 big steps from a wall where it is safe to kick a ball.",
      "Pass the ball against the wall with the inside of your foot.",
      "Stop the ball with the inside of your other foot, then pass again.",
      "Do 20 passes with your right foot, then 20 with your left.",
    ],
    coachingPoints: [
      "Point your standing foot at the wall and lock the ankle of your kicking foot.",
      "Look at the ball when you strike it in the middle.",
      "Meet the ball that comes back: do not wait for it.",
    ],
    progression:
      "Take a step back every 10 passes, or pass and control using only your weaker foot.",
    next: "weak-foot-wall-passing",
    diagram: diagram(
      6,
      5,
      [wall([0, 0], [6, 0]), you([3, 4]), ball([3, 3.4])],
      [
        move("ball", "pass", 1, [[3, 3.4], [2.5, 0]]),
        move("ball", "pass", 2, [[2.5, 0], [2, 3.4]]),
        move("you", "run", 2, [[3, 4], [2.2, 4]]),
      ],
    ),
  },
  {
    slug: "weak-foot-wall-passing",
    title: "Weak-foot wall passing",
    summary:
      "Building a weaker foot you can trust with two-touch passing against a wall.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["weak foot", "passing", "wall"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Stand 4 big steps from the wall.",
      "Control the ball with your weaker foot, then pass it with your weaker foot.",
      "Count how many passes you make in a row without using your strong foot.",
      "Do 3 rounds of 2 minutes with a short rest between them.",
    ],
    coachingPoints: [
      "Go slowly at first: a clean pass is better than a fast one.",
      "Keep your body over the ball so the pass stays low.",
    ],
    progression:
      "Pass with the outside of your weaker foot too, or make every pass hit a chalk mark on the wall.",
    next: "first-touch-across-body",
    diagram: diagram(6, 5, [
      wall([0, 0], [6, 0]),
      you([3, 4.2]),
      ball([3, 3.6]),
      text("weak", [4.6, 4.4], "weaker foot only"),
    ], [
      move("ball", "pass", 1, [[3, 3.6], [3, 0]]),
      move("ball", "pass", 2, [[3, 0], [3, 3.6]]),
    ]),
  },
  {
    slug: "first-touch-across-body",
    title: "First touch across the body",
    summary:
      "Receiving a ball off the wall with the back foot so the first touch moves it into space, ready to play.",
    pillar: "technical",
    skills: ["technical", "tactical"],
    tags: ["first touch", "receiving", "wall"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall", "cones"],
    space: "small",
    minutes: 12,
    level: 2,
    steps: [
      "Put a cone gate 2 big steps to your left and another 2 big steps to your right.",
      "Pass against the wall.",
      "As the ball comes back, let it run across you and touch it with your back foot through one gate.",
      "Turn, pass again, and take the next touch through the other gate.",
      "Do 10 each side.",
    ],
    coachingPoints: [
      "Open your body, half facing the wall and half facing the gate.",
      "Receive with the foot furthest from the ball.",
      "The first touch goes where you want to play next, not under your feet.",
    ],
    progression:
      'Have someone call "left" or "right" as the ball comes back, so you choose the gate late.',
    next: "one-touch-wall-rhythm",
    diagram: diagram(8, 6, [
      wall([0, 0], [8, 0]),
      ...cones([[1, 4.5], [1, 5.5], [7, 4.5], [7, 5.5]]),
      you([4, 4.6]),
      ball([4, 4]),
    ], [
      move("ball", "pass", 1, [[4, 4], [3.5, 0]]),
      move("ball", "pass", 2, [[3.5, 0], [4.2, 4.6]]),
      move("ball", "dribble", 3, [[4.2, 4.6], [7, 5]]),
      move("you", "run", 3, [[4, 4.6], [6.4, 5]]),
    ]),
  },
  {
    slug: "one-touch-wall-rhythm",
    title: "One-touch wall rhythm",
    summary:
      "Passing first time against a wall with both feet to speed up footwork and passing.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["passing", "one touch", "footwork", "wall"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall"],
    space: "small",
    minutes: 10,
    level: 3,
    steps: [
      "Stand 2 big steps from the wall.",
      "Pass first time with your right foot, then first time with your left foot.",
      "Keep the rhythm going for 30 seconds and count your passes.",
      "Rest for 30 seconds. Do 6 rounds.",
    ],
    coachingPoints: [
      "Small steps between passes so you are always set before the ball arrives.",
      "Soft ankles keep the ball low and close.",
      "If the rhythm breaks, stop the ball and start again calmly.",
    ],
    progression:
      "Move one step further away every round, or alternate a pass with the inside and one with the outside.",
    diagram: diagram(5, 4, [
      wall([0, 0], [5, 0]),
      you([2.5, 2.8]),
      ball([2, 2.2]),
    ], [
      move("ball", "pass", 1, [[2, 2.2], [2.5, 0]]),
      move("ball", "pass", 2, [[2.5, 0], [3, 2.2]]),
      move("ball", "pass", 3, [[3, 2.2], [2.5, 0]]),
      move("ball", "pass", 4, [[2.5, 0], [2, 2.2]]),
    ]),
  },
  {
    slug: "bounce-juggling",
    title: "Bounce juggling",
    summary:
      "Learning to keep the ball up with one bounce between each touch: the way into juggling.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["juggling", "touch", "coordination"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 8,
    level: 1,
    steps: [
      "Drop the ball from your hands and let it bounce once.",
      "Kick it gently up with your laces so it goes no higher than your waist.",
      "Let it bounce once and kick it up again with your other foot.",
      "Count how many you do in a row. Try for 10.",
    ],
    coachingPoints: [
      "Keep your toes pointed and your ankle still.",
      "Small kicks: the ball should only go as high as your belly.",
    ],
    progression:
      "Do two touches before each bounce, then try with no bounce at all.",
    next: "keepy-uppy-challenge",
    diagram: diagram(4, 4, [
      you([2, 3]),
      ball([2, 2.4]),
      text("bounce", [2, 0.5], "touch, bounce"),
    ], [
      move("ball", "pass", 1, [[2, 2.4], [2, 1.2], [2, 2.4]]),
    ]),
  },
  {
    slug: "keepy-uppy-challenge",
    title: "Keepy-uppy challenge",
    summary:
      "Juggling with feet and thighs to improve touch, balance and concentration.",
    pillar: "technical",
    skills: ["technical", "mental"],
    tags: ["juggling", "touch", "both feet"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Flick the ball up from the ground or drop it onto your foot.",
      "Keep it up with your feet and thighs, as many touches as you can.",
      "Write down your best score.",
      "Play for 10 minutes and try to beat it.",
    ],
    coachingPoints: [
      "Use both feet: right, left, right, left.",
      "Keep the ball low and close, about knee height.",
      "Stay light on your toes so you can move under the ball.",
    ],
    progression:
      "Go foot, thigh, foot, thigh in order, or juggle while walking to a cone and back.",
    next: "aerial-control",
    diagram: diagram(4, 4, [you([2, 3]), ball([2, 2.4])], [
      move("ball", "pass", 1, [[2, 2.4], [1.7, 1.5], [2.3, 2.3]]),
      move("ball", "pass", 2, [[2.3, 2.3], [2.2, 1.4], [2, 2.4]]),
    ]),
  },
  {
    slug: "aerial-control",
    title: "Throw and cushion",
    summary:
      "Controlling a ball dropping from the air with the foot, thigh and chest.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["first touch", "aerial control", "receiving"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Throw the ball up a little higher than your head.",
      "As it comes down, cushion it with your foot so it drops dead next to you.",
      "Do 10 with each foot, then 10 with your thigh and 10 with your chest.",
      "After each control, take one touch away into space.",
    ],
    coachingPoints: [
      "Watch the ball all the way onto your body.",
      "Pull the foot or thigh back as the ball lands, like catching an egg.",
      "Lean back a little for chest control and let the ball drop in front of you.",
    ],
    progression:
      "Throw it higher, or control it and pass against a wall with your second touch.",
    diagram: diagram(5, 5, [you([2.5, 3.5]), ball([2.5, 3])], [
      move("ball", "pass", 1, [[2.5, 3], [2.5, 0.5], [2.8, 3.2]]),
      move("ball", "dribble", 2, [[2.8, 3.2], [4, 3.8]]),
      move("you", "run", 2, [[2.5, 3.5], [3.6, 4.1]]),
    ]),
  },
  {
    slug: "finishing-corners",
    title: "Finishing into the corners",
    summary:
      "Shooting low and accurately into the corners of the goal with the inside and the laces.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["finishing", "shooting", "accuracy"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "goal", "cones"],
    space: "park",
    minutes: 15,
    level: 2,
    steps: [
      "Put a cone just inside each post to mark the corners (or use two cones as a goal).",
      "Put the ball 10 big steps from goal.",
      "Take a touch to the side and shoot low to a corner.",
      "Fetch the ball, and shoot to the other corner. Do 10 to each corner.",
      "Score 1 point for every shot between the post and the cone.",
    ],
    coachingPoints: [
      "Standing foot next to the ball, pointing at the target.",
      "Body over the ball keeps the shot low.",
      "Accuracy first, then power.",
    ],
    progression:
      "Shoot from further out, with your weaker foot, or after dribbling at speed.",
    next: "first-time-finishing",
    diagram: diagram(
      12,
      10,
      [
        goal([4, 0], [8, 0]),
        ...cones([[4.6, 0.4], [7.4, 0.4]]),
        zone("target", [4, 0], [4.6, 1]),
        you([6, 7.4]),
        ball([6, 7]),
      ],
      [
        move("ball", "dribble", 1, [[6, 7], [7, 6.4]]),
        move("you", "run", 1, [[6, 7.4], [6.8, 6.8]]),
        move("ball", "shot", 2, [[7, 6.4], [4.3, 0.2]]),
      ],
    ),
  },
  {
    slug: "first-time-finishing",
    title: "First-time finishing",
    summary: "Shooting first time from a pass, as strikers do in the box.",
    pillar: "technical",
    skills: ["technical"],
    tags: ["finishing", "one touch", "shooting"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "goal", "partner"],
    space: "park",
    minutes: 15,
    level: 3,
    steps: [
      "Stand 8 big steps in front of the goal. Your partner stands to the side with the ball.",
      "Your partner rolls the ball across in front of you.",
      "Shoot first time, without stopping the ball, aiming low to a corner.",
      "Do 10 shots, then swap places.",
    ],
    coachingPoints: [
      "Get your feet ready before the ball arrives.",
      "Use the inside of the foot for placement: pass the ball into the net.",
      "Keep your eyes on the ball until you have struck it.",
    ],
    progression:
      "Your partner passes faster or bouncing, or you start with your back to goal and turn as they pass.",
    diagram: diagram(12, 10, [
      goal([4, 0], [8, 0]),
      you([6, 6]),
      player("partner", "partner", [10.5, 6.5]),
      ball([10, 6.5]),
    ], [
      move("ball", "pass", 1, [[10, 6.5], [6.3, 5.6]]),
      move("ball", "shot", 2, [[6.3, 5.6], [4.4, 0.2]]),
    ]),
  },
  {
    slug: "driven-long-pass",
    title: "Driven long pass",
    summary:
      "Striking a low, driven pass over 25 metres to switch play or find a runner.",
    pillar: "technical",
    skills: ["technical", "tactical"],
    tags: ["passing", "long pass", "striking"],
    ageGroups: TEENS_AND_ADULTS,
    equipment: ["ball", "cones", "partner"],
    space: "half-pitch",
    minutes: 15,
    level: 3,
    steps: [
      "Stand 25 big steps from your partner, each of you in a square of 4 cones.",
      "Take a touch out of your feet, then strike the ball with your laces through the middle.",
      "Your partner controls it in their square and drives it back.",
      "Do 10 passes each, then 10 with your weaker foot.",
    ],
    coachingPoints: [
      "Approach at a slight angle and plant your standing foot beside the ball.",
      "Strike through the middle of the ball with a locked ankle and follow through towards the target.",
      "Aim for a ball no higher than head height that arrives on the ground.",
    ],
    progression:
      "Make the target squares smaller, move further apart, or pass first time to a moving partner.",
    diagram: diagram(
      30,
      10,
      [
        zone("mine", [1, 3], [5, 7]),
        zone("theirs", [25, 3], [29, 7]),
        you([3, 5]),
        ball([3.6, 5]),
        player("partner", "partner", [27, 5]),
      ],
      [move("ball", "pass", 1, [[3.6, 5], [26.4, 5]])],
    ),
  },
];
