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
  TEENS_AND_ADULTS,
  WARM_UP_AND_WATER,
  you,
  zone,
} from "./build.ts";

/**
 * Physical drills of the library (docs/features/drills.md): warm-up, agility, speed and endurance. Intervals are short with full rest,
 * and every drill carries the warm-up and water reminder.
 */
export const PHYSICAL_SPEED_AND_ENDURANCE_DRILLS: Drill[] = [
  {
    slug: "moving-warm-up",
    title: "Moving warm-up",
    summary:
      "An 8-minute warm-up that gets the heart going and the legs ready before any training or match.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["warm-up", "injury prevention", "mobility"],
    ageGroups: ALL_AGES,
    equipment: ["cones"],
    space: "small",
    minutes: 8,
    level: 1,
    steps: [
      "Put two cones 10 big steps apart.",
      "Jog there and back twice.",
      "Skip there, side-shuffle back, facing the same way.",
      "Walk there with big knee lifts, and back with heel flicks.",
      "Swing each leg forwards and backwards 10 times, holding on to something.",
      "Finish with 3 short runs at half speed, then three-quarter speed.",
    ],
    coachingPoints: [
      "Start slowly and get faster.",
      "Stand tall, and land softly on the front of your feet.",
    ],
    progression:
      "Add a ball: dribble the jogging lengths and do toe taps between the exercises.",
    next: "ladder-without-ladder",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(12, 4, [...cones([[1, 2], [11, 2]]), you([1, 2.8])], [
      move("you", "run", 1, [[1, 2.8], [11, 2.8]]),
      move("you", "run", 2, [[11, 2.8], [1, 2.8]]),
      move("you", "run", 3, [[1, 2.8], [3, 1.4], [5, 2.8], [7, 1.4], [9, 2.8], [
        11,
        2.8,
      ]]),
    ]),
  },
  {
    slug: "ladder-without-ladder",
    title: "Quick feet without a ladder",
    summary:
      "Fast footwork patterns through a pretend ladder of chalk lines, shoes or cones.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["agility", "footwork", "coordination"],
    ageGroups: ALL_AGES,
    equipment: ["cones"],
    space: "small",
    minutes: 10,
    level: 1,
    steps: [
      "Make a ladder on the ground: 8 gaps, each about one foot long, with cones, shoes or chalk lines.",
      "Run through with one foot in each gap.",
      "Then two feet in each gap, then sideways with two feet in each gap.",
      "Walk back to the start each time. Do each pattern 3 times.",
    ],
    coachingPoints: [
      "Quick, small steps on the front of your feet.",
      "Pump your arms and keep your eyes up, not on your feet.",
    ],
    progression:
      "Try in-in-out-out (two feet in, two feet out to the side) and hopscotch patterns, then do it with a ball.",
    next: "quick-feet-then-dribble",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(
      10,
      4,
      [
        ...cones([[2, 1.4], [3, 1.4], [4, 1.4], [5, 1.4], [6, 1.4], [7, 1.4], [
          8,
          1.4,
        ]], "t"),
        ...cones([[2, 2.6], [3, 2.6], [4, 2.6], [5, 2.6], [6, 2.6], [7, 2.6], [
          8,
          2.6,
        ]], "b"),
        you([1, 2]),
      ],
      [move("you", "run", 1, [
        [1, 2],
        [2.5, 2],
        [3.5, 2],
        [4.5, 2],
        [5.5, 2],
        [6.5, 2],
        [7.5, 2],
        [9, 2],
      ])],
    ),
  },
  {
    slug: "quick-feet-then-dribble",
    title: "Quick feet, then dribble away",
    summary:
      "Fast footwork straight into a dribble, like escaping a tight spot in a game.",
    pillar: "physical",
    skills: ["physical", "technical"],
    tags: ["agility", "footwork", "dribbling"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 12,
    level: 2,
    steps: [
      "Set up the pretend ladder and put a ball just after the end of it.",
      "Run through the ladder with quick feet.",
      "At the end, pick up the ball with your feet and dribble fast to a cone 8 big steps away.",
      "Walk back. Do 8 runs with a different footwork pattern each time.",
    ],
    coachingPoints: [
      "Stay low and balanced as you come out of the ladder.",
      "First touch on the ball goes forward, into space.",
    ],
    progression:
      "Someone calls left or right as you leave the ladder and you dribble to that cone.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(
      14,
      5,
      [
        ...cones([[2, 2], [3, 2], [4, 2], [5, 2], [6, 2]], "t"),
        ...cones([[2, 3], [3, 3], [4, 3], [5, 3], [6, 3]], "b"),
        cone("end", [13, 2.5]),
        you([1, 2.5]),
        ball([7, 2.5]),
      ],
      [
        move("you", "run", 1, [[1, 2.5], [7, 2.5]]),
        dribble(2, [[7, 2.5], [12.5, 2.5]]),
      ],
    ),
  },
  {
    slug: "agility-shuttle",
    title: "5-10-5 agility shuttle",
    summary:
      "Short sprints with sharp turns to get faster at changing direction.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["agility", "change of direction", "speed"],
    ageGroups: ALL_AGES,
    equipment: ["cones"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Put 3 cones in a line, each 5 big steps apart. Start at the middle cone.",
      "Sprint to the right cone and touch the ground next to it.",
      "Sprint all the way to the left cone and touch the ground.",
      "Sprint back through the middle cone. That is one rep.",
      "Walk for a minute between reps. Do 6 reps.",
    ],
    coachingPoints: [
      "Lower your hips before each turn.",
      "Push off hard with the outside foot.",
      "Full rest between reps so every one is fast.",
    ],
    progression:
      "Time each rep and try to match your best, or carry it out dribbling a ball.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(12, 4, [
      ...cones([[1, 2], [6, 2], [11, 2]]),
      you([6, 2.6]),
    ], [
      move("you", "run", 1, [[6, 2.6], [11, 2.6]]),
      move("you", "run", 2, [[11, 2.6], [1, 2.6]]),
      move("you", "run", 3, [[1, 2.6], [6, 2.6]]),
    ]),
  },
  {
    slug: "ball-drop-reaction",
    title: "Ball drop reaction",
    summary:
      "Reacting and accelerating over 2 to 3 steps to catch a dropped ball before its second bounce.",
    pillar: "physical",
    skills: ["physical", "mental"],
    tags: ["reaction", "acceleration", "speed"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "partner"],
    space: "small",
    minutes: 8,
    level: 2,
    steps: [
      "Your partner stands 3 big steps in front of you, holding the ball out at shoulder height.",
      "When they let go, sprint and catch the ball before it bounces twice.",
      "If you catch it, your partner takes a step back. If you miss, they take a step forward.",
      "Do 10 drops, then swap.",
    ],
    coachingPoints: [
      "Start in a ready position: knees bent, weight forward.",
      "Watch the hand, not the face.",
    ],
    progression:
      "Your partner holds two balls and drops only one, or you start sitting down.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(6, 4, [
      you([1, 2]),
      player("partner", "partner", [4.5, 2]),
      ball([4, 2]),
    ], [
      move("you", "run", 1, [[1, 2], [3.8, 2]]),
    ]),
  },
  {
    slug: "short-sprints",
    title: "Short sprints with full rest",
    summary:
      "Top speed over 10 to 20 metres, the distances of real match sprints.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["speed", "acceleration", "sprinting"],
    ageGroups: ALL_AGES,
    equipment: ["cones"],
    space: "park",
    minutes: 12,
    level: 2,
    steps: [
      "Put cones at the start, at 10 big steps and at 20 big steps, on grass in a park or on a pitch.",
      "Sprint to the 10-step cone, slow down gently, and walk back.",
      "Do 4 sprints to the 10-step cone, then 4 to the 20-step cone.",
      "Rest until you feel fully ready before each sprint (about a minute).",
    ],
    coachingPoints: [
      "Lean forward for the first steps and push the ground away behind you.",
      "Drive your arms from hip to cheek.",
      "Every sprint is at full speed: if you slow down, stop for the day.",
    ],
    progression:
      "Start from different positions: side-on, facing backwards, or after a jog.",
    next: "ball-drop-reaction",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(24, 4, [
      ...cones([[2, 2], [12, 2], [22, 2]]),
      you([2, 2.6]),
    ], [
      move("you", "run", 1, [[2, 2.6], [12, 2.6]]),
      move("you", "run", 2, [[12, 2.6], [2, 2.6]]),
      move("you", "run", 3, [[2, 2.6], [22, 2.6]]),
    ]),
  },
  {
    slug: "dribble-intervals",
    title: "Dribble intervals",
    summary:
      "Fitness with the ball: 30 seconds of fast dribbling, 30 seconds of easy touches.",
    pillar: "physical",
    skills: ["physical", "technical"],
    tags: ["endurance", "intervals", "dribbling"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 12,
    level: 2,
    steps: [
      "Make a square with 4 cones, about 8 big steps on each side.",
      "Dribble fast around the outside of the square for 30 seconds.",
      "Then do easy toe taps in the middle for 30 seconds.",
      "Do 6 rounds, then rest for 2 minutes and drink water. Do 2 blocks.",
    ],
    coachingPoints: [
      "Keep the ball close even when you are tired.",
      "Breathe out fully in the easy part.",
    ],
    progression:
      "Make the fast part 40 seconds, or change direction at every cone.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(10, 10, [
      ...cones([[1, 1], [9, 1], [9, 9], [1, 9]]),
      you([1.6, 1.6]),
      ball([1.6, 1.6]),
    ], [
      dribble(1, [[1.6, 1.6], [8.4, 1.6], [8.4, 8.4], [1.6, 8.4], [1.6, 1.6]]),
      dribble(2, [[1.6, 1.6], [5, 5]]),
    ]),
  },
  {
    slug: "park-fartlek",
    title: "Park fartlek run",
    summary:
      "A run that mixes jogging, striding and walking, building the stamina to last a whole match.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["endurance", "running", "stamina"],
    ageGroups: TEENS_AND_ADULTS,
    equipment: [],
    space: "park",
    minutes: 20,
    level: 2,
    steps: [
      "Choose a safe loop in a park, away from roads, ideally with an adult or a friend.",
      "Jog easily for 3 minutes.",
      "Stride quickly to the next tree or bench, then jog until you have your breath back.",
      "Keep mixing strides and jogs for 12 minutes.",
      "Finish with 3 minutes of walking.",
    ],
    coachingPoints: [
      "You should still be able to talk while jogging.",
      "Relax your shoulders and hands when you stride.",
    ],
    progression:
      "Make the strides longer, or add one more minute of striding and jogging each week.",
    next: "pitch-tempo-runs",
    safety:
      "Warm up first, run only in parks and on paths away from traffic, take water and stop if anything hurts.",
    diagram: diagram(20, 14, [
      zone("park", [1, 1], [19, 13], "park loop"),
      you([3, 3]),
    ], [
      move("you", "run", 1, [[3, 3], [17, 3]]),
      move("you", "run", 2, [[17, 3], [17, 11]]),
      move("you", "run", 3, [[17, 11], [3, 11], [3, 3]]),
    ]),
  },
  {
    slug: "pitch-tempo-runs",
    title: "Pitch tempo runs",
    summary:
      "Running the length of a pitch at a steady, fast pace and walking back: match fitness for older players.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["endurance", "intervals", "running"],
    ageGroups: TEENS_AND_ADULTS,
    equipment: ["cones"],
    space: "half-pitch",
    minutes: 20,
    level: 3,
    steps: [
      "Put a cone at each end of the pitch (or 60 big steps apart).",
      "Run to the other cone at about 7 out of 10 effort.",
      "Walk back across the width of the pitch to recover.",
      "Do 8 runs, then stretch gently.",
    ],
    coachingPoints: [
      "Same pace on every run: finish the last as strongly as the first.",
      "Land under your hips, with quick, light steps.",
    ],
    progression:
      "Add two runs each week up to 12, or walk back in a shorter time.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(40, 20, [...cones([[4, 4], [36, 4]]), you([4, 5])], [
      move("you", "run", 1, [[4, 5], [36, 5]]),
      move("you", "run", 2, [[36, 5], [36, 16], [4, 16], [4, 5]]),
    ]),
  },
];
