import type { Drill } from "../drill.ts";
import {
  ALL_AGES,
  ball,
  cone,
  cones,
  diagram,
  dribble,
  move,
  player,
  text,
  wall,
  you,
  zone,
} from "./build.ts";

/**
 * Tactical drills of the library (docs/features/drills.md): scanning, receiving to play forward, passing and moving. Several work
 * alone with a wall; the rest need a partner or a small group.
 */
export const TACTICAL_RECEIVING_AND_COMBINING_DRILLS: Drill[] = [
  {
    slug: "open-body-receiving",
    title: "Open body to play forward",
    summary:
      "Receiving half-turned so you can see the pitch and play forward with your first touch.",
    pillar: "tactical",
    skills: ["tactical", "technical"],
    tags: ["receiving", "body shape", "first touch"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall", "cones"],
    space: "small",
    minutes: 10,
    level: 1,
    steps: [
      "Stand 4 big steps from the wall and put a cone gate behind you, a little to one side.",
      "Pass against the wall.",
      "Turn your hips so you face half the wall and half the gate before the ball comes back.",
      "Take your first touch with your back foot through the gate, then dribble back and repeat.",
      "Do 10, then put the gate on the other side.",
    ],
    coachingPoints: [
      "Open your body before the ball arrives, not after.",
      "Your first touch goes forward, towards the gate.",
    ],
    progression:
      "Put a second gate on the other side and decide which one to use from a look over your shoulder.",
    next: "scan-before-receiving",
    diagram: diagram(8, 7, [
      wall([0, 0], [8, 0]),
      ...cones([[6, 5.6], [7.4, 5.6]], "g"),
      you([3.5, 3.8]),
      ball([3.5, 3.2]),
    ], [
      move("ball", "pass", 1, [[3.5, 3.2], [3.8, 0]]),
      move("ball", "pass", 2, [[3.8, 0], [3.9, 3.6]]),
      move("ball", "dribble", 3, [[3.9, 3.6], [6.7, 5.8]]),
      move("you", "run", 3, [[3.5, 3.8], [6.2, 6.2]]),
    ]),
  },
  {
    slug: "scan-before-receiving",
    title: "Shoulder check off the wall",
    summary:
      "Looking over your shoulder before the ball arrives, the habit of the best midfielders.",
    pillar: "tactical",
    skills: ["tactical", "technical"],
    tags: ["scanning", "awareness", "receiving"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall", "cones"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Put one cone behind you on the left and one on the right, 4 big steps away.",
      "Pass against the wall.",
      "While the ball travels, look quickly over one shoulder, then the other.",
      "Receive and turn out towards one of the cones, then come back and go again.",
      'Do 20 passes. Say "look" each time you check, so you remember.',
    ],
    coachingPoints: [
      "Check while the ball is travelling, not when it is at your feet.",
      "Quick looks: a photo, not a video.",
      "Eyes back on the ball before it arrives.",
    ],
    progression:
      "Ask someone to stand behind you and hold up a number of fingers: shout the number before you touch the ball.",
    next: "colour-call-turns",
    diagram: diagram(8, 7, [
      wall([0, 0], [8, 0]),
      cone("left", [1.5, 6.5]),
      cone("right", [6.5, 6.5]),
      you([4, 3.6]),
      ball([4, 3]),
      text("look", [6, 2], "look, look"),
    ], [
      move("ball", "pass", 1, [[4, 3], [4, 0]]),
      move("ball", "pass", 2, [[4, 0], [4, 3.2]]),
      move("ball", "dribble", 3, [[4, 3.2], [6.2, 6]]),
      move("you", "run", 3, [[4, 3.6], [5.8, 6.2]]),
    ]),
  },
  {
    slug: "colour-call-turns",
    title: "Colour call turns",
    summary:
      "Scanning and deciding fast: a partner calls a cone behind you and you turn that way.",
    pillar: "tactical",
    skills: ["tactical", "mental"],
    tags: ["scanning", "decisions", "turning"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones", "partner"],
    space: "small",
    minutes: 12,
    level: 2,
    steps: [
      "Put two different coloured cones (or two different objects) behind you, one on each side.",
      "Your partner passes the ball to you.",
      "Just before it arrives, they call a colour.",
      "Turn with the ball towards that cone and dribble past it. Do 10, then swap.",
    ],
    coachingPoints: [
      "Check over both shoulders before the call, so you already know where each cone is.",
      "Turn with your first touch.",
    ],
    progression:
      "Your partner calls later and later, or calls the cone you should NOT go to.",
    diagram: diagram(
      10,
      8,
      [
        cone("red", [2, 7]),
        cone("blue", [8, 7]),
        you([5, 4]),
        player("partner", "partner", [5, 0.8]),
        ball([5, 1.4]),
        text("call", [7.5, 1], '"blue!"'),
      ],
      [
        move("ball", "pass", 1, [[5, 1.4], [5, 3.6]]),
        dribble(2, [[5, 3.6], [7.6, 6.6]], "you", "ball"),
        move("you", "run", 1, [[5, 4], [5, 3.6]]),
      ],
    ),
  },
  {
    slug: "wall-one-two",
    title: "Wall one-two past a defender",
    summary:
      "Using a wall as a teammate to play a one-two around a defender, and learning when to pass and run.",
    pillar: "tactical",
    skills: ["tactical", "technical"],
    tags: ["one-two", "give and go", "passing"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall", "cones"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Stand side-on to a wall. Put a cone as a defender 1 big step from the wall, 4 big steps in front of you.",
      "Dribble towards the cone.",
      "One step before it, pass against the wall.",
      "Run past the other side of the cone and collect the ball as it comes off the wall.",
      "Turn and come back the other way. Do 10 each side.",
    ],
    coachingPoints: [
      "Pass when the defender is close, so they are drawn to you.",
      "Speed up straight after the pass.",
    ],
    progression:
      "Pass and run with one touch only, or ask a friend to be the real defender.",
    next: "pass-and-move-triangle",
    diagram: diagram(10, 5, [
      wall([0, 0], [10, 0]),
      cone("defender", [5, 1.6]),
      you([1, 2]),
      ball([1, 2]),
    ], [
      dribble(1, [[1, 2], [3.8, 2]]),
      move("ball", "pass", 2, [[3.8, 2], [5, 0]]),
      move("you", "run", 2, [[3.8, 2], [5, 3], [6.2, 2]]),
      move("ball", "pass", 3, [[5, 0], [6.2, 1.8]]),
    ]),
  },
  {
    slug: "check-away-check-to",
    title: "Check away, check to",
    summary:
      "Getting free of a marker: move away first, then come short to receive.",
    pillar: "tactical",
    skills: ["tactical"],
    tags: ["movement", "getting free", "receiving"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall", "cones"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Put a cone 3 big steps from the wall as your marker. Start next to it.",
      "Take 3 quick steps away from the wall, as if running behind the defender.",
      "Stop, then come back fast towards the wall, to the side of the cone.",
      "Pass against the wall as you arrive, control it and turn away.",
      "Do 10 to each side.",
    ],
    coachingPoints: [
      "Make the first run believable, then change speed.",
      "Come towards the ball with your arm out to feel for the defender.",
    ],
    progression:
      "Ask a friend to mark you for real, and only pass when you have lost them.",
    diagram: diagram(8, 8, [
      wall([0, 0], [8, 0]),
      cone("marker", [4, 3]),
      you([4.6, 3.4]),
      ball([3.2, 1.6]),
    ], [
      move("you", "run", 1, [[4.6, 3.4], [4.6, 6.4]]),
      move("you", "run", 2, [[4.6, 6.4], [3, 2.2]]),
      move("ball", "pass", 3, [[3.2, 1.6], [3, 0], [3.2, 1.8]]),
    ]),
  },
  {
    slug: "pass-and-move-triangle",
    title: "Pass and move triangle",
    summary:
      "Passing and moving straight away to a free cone, so you are always ready for the next pass.",
    pillar: "tactical",
    skills: ["tactical", "technical"],
    tags: ["passing", "movement", "support"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones", "partner"],
    space: "small",
    minutes: 12,
    level: 1,
    steps: [
      "Make a triangle with 3 cones, 6 big steps apart. You stand at one cone, your partner at another.",
      "Pass to your partner.",
      "Straight away, run to the free cone.",
      "Your partner passes to you there and runs to the free cone. Keep going for 2 minutes.",
    ],
    coachingPoints: [
      "Pass, then move: never stand still after a pass.",
      "Arrive at the cone ready, with your body open.",
    ],
    progression:
      "Two-touch only, then one-touch; or add a third player and a second ball.",
    next: "rondo-three-v-one",
    diagram: diagram(10, 9, [
      ...cones([[2, 7.5], [8, 7.5], [5, 1.5]]),
      you([2.6, 7.5]),
      ball([3.2, 7.5]),
      player("partner", "partner", [7.4, 7.5]),
    ], [
      move("ball", "pass", 1, [[3.2, 7.5], [7.2, 7.2]]),
      move("you", "run", 2, [[2.6, 7.5], [5, 2.2]]),
      move("ball", "pass", 3, [[7.2, 7.2], [5, 2.6]]),
    ]),
  },
  {
    slug: "rondo-three-v-one",
    title: "Rondo 3v1",
    summary:
      "Keeping the ball from one defender with three players: angles, support and quick passing.",
    pillar: "tactical",
    skills: ["tactical", "technical"],
    tags: ["rondo", "possession", "support"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones", "partner"],
    space: "park",
    minutes: 15,
    level: 2,
    steps: [
      "Make a square of 4 cones, 6 big steps on each side. Three players stand on the sides, one defender in the middle.",
      "Pass around the square and keep the ball away from the defender.",
      "When the ball moves, move along your side to make a clear line for the pass.",
      "If the defender touches the ball, the player who passed goes in the middle.",
    ],
    coachingPoints: [
      "Always give the passer two options, left and right.",
      "Pass to the foot away from the defender.",
      "Play quickly: two touches at most.",
    ],
    progression: "One touch only, or make the square smaller, or play 4v2.",
    next: "two-v-one-attack",
    diagram: diagram(
      9,
      9,
      [
        zone("square", [1, 1], [8, 8]),
        you([4.5, 8]),
        player("a", "teammate", [1, 4.5], "A"),
        player("b", "teammate", [8, 4.5], "B"),
        player("d", "defender", [4.5, 4.5]),
        ball([4.5, 7.6]),
      ],
      [
        move("ball", "pass", 1, [[4.5, 7.6], [1.4, 4.5]]),
        move("d", "run", 1, [[4.5, 4.5], [3, 5]]),
        move("b", "run", 2, [[8, 4.5], [8, 2.5]]),
        move("ball", "pass", 2, [[1.4, 4.5], [7.6, 2.6]]),
      ],
    ),
  },
];
