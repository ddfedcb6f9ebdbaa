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
  wall,
  you,
  zone,
} from "./build.ts";

/**
 * Mental drills of the library (docs/features/drills.md): focus under pressure, practised with the ball where it is needed, and
 * weekly habits.
 */
export const MENTAL_FOCUS_AND_HABITS_DRILLS: Drill[] = [
  {
    slug: "cue-word-wall-passing",
    title: "Cue words at the wall",
    summary:
      "Using one short word to keep your focus on a skill, practised while passing against a wall.",
    pillar: "mental",
    skills: ["mental", "technical"],
    tags: ["self-talk", "focus", "cue words"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      'Pick one cue word for a skill, like "lock" for a locked ankle or "open" for an open body.',
      "Pass against the wall and say the word quietly just before each pass.",
      "After 20 passes, try 20 more without saying it, and notice the difference.",
      "Choose a cue word to use in your next match.",
    ],
    coachingPoints: [
      'One word, about what to do, not what to avoid ("lock", not "don\'t miss").',
      "Say it in a calm, strong voice.",
    ],
    progression:
      'Add a second cue for when things go wrong, like "next" or "reset".',
    diagram: diagram(6, 5, [
      wall([0, 0], [6, 0]),
      you([3, 4]),
      ball([3, 3.4]),
      text("cue", [4.8, 4.4], '"lock"'),
    ], [
      move("ball", "pass", 1, [[3, 3.4], [3, 0]]),
      move("ball", "pass", 2, [[3, 0], [3, 3.4]]),
    ]),
  },
  {
    slug: "counting-focus-juggling",
    title: "Focus juggling",
    summary:
      "Training attention by juggling or doing toe taps while counting in a pattern.",
    pillar: "mental",
    skills: ["mental", "technical"],
    tags: ["concentration", "focus", "juggling"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 8,
    level: 2,
    steps: [
      "Do toe taps (or juggle if you can).",
      "Count out loud in twos: 2, 4, 6, 8 ... with one number for each touch.",
      "If you lose count or lose the ball, start again from 2.",
      "Do 4 rounds of 1 minute and write your best number.",
    ],
    coachingPoints: [
      "Stay calm when it goes wrong: breathe and restart.",
      "Keep your eyes on the ball and the count in your head.",
    ],
    progression:
      "Count backwards from 50 in threes, or name a team for every letter of the alphabet.",
    next: "distraction-dribble",
    diagram: diagram(4, 4, [
      you([2, 2.8]),
      ball([2, 2.2]),
      text("count", [2, 0.6], "2, 4, 6, 8"),
    ], [
      move("ball", "pass", 1, [[2, 2.2], [2, 1.4], [2, 2.2]]),
    ]),
  },
  {
    slug: "distraction-dribble",
    title: "Dribble through the noise",
    summary:
      "Keeping focus on your skill while someone tries to distract you, like a noisy crowd or a chatty defender.",
    pillar: "mental",
    skills: ["mental", "technical"],
    tags: ["concentration", "pressure", "focus"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones", "partner"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Set up 5 cones in a line and dribble in and out of them.",
      "Your partner claps, cheers, counts loudly or asks you questions, but never touches you.",
      "Stay on your task: clean touches around every cone.",
      "Do 6 runs, then swap.",
    ],
    coachingPoints: [
      'Choose one thing to focus on, like "small touches".',
      "Breathe out slowly if you feel rushed.",
    ],
    progression:
      "Your partner gives you a sum to solve and you shout the answer at the last cone.",
    safety:
      "Distractions are noise and words only, and kind words: no touching, no unkind comments.",
    diagram: diagram(9, 5, [
      ...cones([[2, 2], [3.2, 2], [4.4, 2], [5.6, 2], [6.8, 2]]),
      you([0.8, 2]),
      ball([0.8, 2]),
      player("partner", "partner", [4.4, 4.2]),
      text("noise", [7, 4.4], "clap! clap!"),
    ], [
      dribble(1, [[0.8, 2], [2, 2.6], [3.2, 1.4], [4.4, 2.6], [5.6, 1.4], [
        6.8,
        2.6,
      ], [8.2, 2]]),
    ]),
  },
  {
    slug: "pressure-penalties",
    title: "Pressure penalties",
    summary:
      "Practising one important kick with a routine, like a penalty in a shoot-out.",
    pillar: "mental",
    skills: ["mental", "technical"],
    tags: ["pressure", "routine", "finishing"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "wall", "cones"],
    space: "small",
    minutes: 10,
    level: 2,
    steps: [
      "Mark a target on a wall with two cones below it (or use a goal).",
      "Before each kick, do your routine: place the ball, 3 steps back, one square breath, pick your corner.",
      "Take one kick. It counts only if it hits the target.",
      "Imagine it is the last penalty of a final. Take 10 kicks, and walk away and back between each one.",
    ],
    coachingPoints: [
      "Decide your corner before you run up, and do not change it.",
      "Same routine every time, whatever happened with the last kick.",
    ],
    progression:
      'Someone counts down "3, 2, 1" or cheers loudly before you kick; or you lose all points with one miss.',
    diagram: diagram(8, 8, [
      wall([0, 0], [8, 0]),
      ...cones([[2.5, 0.4], [5.5, 0.4]]),
      you([4, 7.4]),
      ball([4, 5.6]),
      text("breathe", [6.2, 5], "pick a corner"),
    ], [
      move("you", "run", 1, [[4, 7.4], [4, 6]]),
      move("ball", "shot", 2, [[4, 5.6], [2.8, 0]]),
    ]),
  },
  {
    slug: "confident-voice",
    title: "Confident voice",
    summary:
      "Practising the short, loud calls that help teammates, and using your voice to feel brave.",
    pillar: "mental",
    skills: ["mental", "tactical"],
    tags: ["communication", "confidence", "leadership"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "partner"],
    space: "small",
    minutes: 8,
    level: 1,
    steps: [
      "Pass with a partner, 6 big steps apart.",
      'Before each pass, your partner says who is behind you (you pretend): "man on", "time" or "turn".',
      "Do what the call says with your first touch.",
      "Swap so you make the calls. Use a loud, clear voice.",
    ],
    coachingPoints: [
      "Short words, said early and loud.",
      'Always say your teammate\'s name or "yours"/"mine" before a loose ball.',
    ],
    progression:
      "Add praise calls: after every good pass, say one specific encouraging thing.",
    diagram: diagram(8, 4, [
      you([1, 2]),
      player("partner", "partner", [7, 2]),
      ball([6.4, 2]),
      text("call", [4, 0.6], '"turn!"'),
    ], [
      move("ball", "pass", 1, [[6.4, 2], [1.6, 2]]),
    ]),
  },
  {
    slug: "weekly-process-goal",
    title: "Set this week's process goal",
    summary:
      "Turning a big dream into one small action for this week that you control.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["goal setting", "motivation", "planning"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 8,
    level: 1,
    steps: [
      'Write your big dream at the top of a page, like "play in the school team".',
      'Write one skill that would help, like "passing with my left foot".',
      'Write one action for this week: "50 left-foot wall passes on 3 days".',
      "Tick each day you do it, and look back on Sunday.",
    ],
    coachingPoints: [
      "A process goal is something you do, not a result: you control it.",
      "Small and certain beats big and impossible.",
    ],
    progression:
      "Link the weekly action to one of your goals in PitchPath and check it on the plan.",
    diagram: diagram(6, 6, [
      text("dream", [3, 0.8], "dream: school team"),
      text("skill", [3, 2.4], "skill: left foot"),
      text("action", [3, 4], "action: 50 passes x 3"),
      text("tick", [3, 5.4], "tick tick tick"),
    ]),
  },
  {
    slug: "body-scan-wind-down",
    title: "Body scan wind-down",
    summary:
      "Relaxing each part of the body in turn after a match or before sleep, to recover and rest well.",
    pillar: "mental",
    skills: ["mental", "physical"],
    tags: ["recovery", "sleep", "calm"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 10,
    level: 1,
    steps: [
      "Lie on your back with your arms by your sides and close your eyes.",
      "Breathe slowly. Notice your feet: squeeze your toes for 3 seconds, then let them go soft.",
      "Move up your body: legs, tummy, hands, shoulders, face, squeezing and relaxing each part.",
      "Lie still for one more minute and notice how heavy and calm you feel.",
    ],
    coachingPoints: [
      "Let your breath out slowly each time you relax a part.",
      "If your mind wanders, just come back to the next body part.",
    ],
    progression:
      "Do it without the squeeze, just noticing each part, or use it the night before a match.",
    diagram: diagram(8, 4, [
      zone("bed", [0.5, 1], [7.5, 3], "relax"),
      you([1, 2]),
      text("toes", [1, 3.6], "toes"),
      text("face", [7, 3.6], "face"),
    ]),
  },
];
