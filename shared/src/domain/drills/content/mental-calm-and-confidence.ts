import type { Drill } from "../drill.ts";
import {
  ALL_AGES,
  ball,
  cones,
  diagram,
  dribble,
  goal,
  move,
  text,
  you,
  zone,
} from "./build.ts";

/**
 * Mental drills of the library (docs/features/drills.md): calm, confidence, visualisation, routines and bouncing back from mistakes.
 * Most need nothing but a quiet corner.
 */
export const MENTAL_CALM_AND_CONFIDENCE_DRILLS: Drill[] = [
  {
    slug: "square-breathing",
    title: "Square breathing",
    summary:
      "Breathing in a slow 4-4-4-4 pattern to calm nerves before a game or after a mistake.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["calm", "nerves", "breathing"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 5,
    level: 1,
    steps: [
      "Sit or stand tall and put one hand on your tummy.",
      "Breathe in through your nose while you count to 4.",
      "Hold your breath gently and count to 4.",
      "Breathe out slowly through your mouth while you count to 4.",
      "Hold and count to 4. Trace a square in the air with your finger as you go. Do 6 squares.",
    ],
    coachingPoints: [
      "Your tummy should move more than your shoulders.",
      "If 4 feels long, count to 3.",
    ],
    progression:
      "Use it on the pitch: one square before a free kick, a penalty or after a mistake.",
    next: "mistake-reset",
    diagram: diagram(6, 6, [
      zone("square", [1, 1], [5, 5]),
      text("in", [3, 0.5], "in 4"),
      text("hold1", [5.4, 3], "hold 4"),
      text("out", [3, 5.5], "out 4"),
      text("hold2", [0.6, 3], "hold 4"),
      you([1, 1]),
    ], [
      move("you", "run", 1, [[1, 1], [5, 1]]),
      move("you", "run", 2, [[5, 1], [5, 5]]),
      move("you", "run", 3, [[5, 5], [1, 5]]),
      move("you", "run", 4, [[1, 5], [1, 1]]),
    ]),
  },
  {
    slug: "mistake-reset",
    title: "Mistake reset routine",
    summary:
      "A 5-second routine to let go of a mistake and be ready for the next ball.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["mistakes", "resilience", "focus"],
    ageGroups: ALL_AGES,
    equipment: ["ball", "cones"],
    space: "small",
    minutes: 10,
    level: 1,
    steps: [
      'Choose your reset: for example, clap once, take one deep breath and say "next ball".',
      "Do a skill that is hard for you, like a drag-back turn around a cone.",
      "Every time it goes wrong, do your reset straight away.",
      "Then try again at once. Keep going for 10 minutes.",
    ],
    coachingPoints: [
      "Do the same reset every time, so it becomes automatic.",
      "The mistake is over: your eyes go to the next action.",
      "Notice how quickly you are ready again.",
    ],
    progression:
      'Ask someone to shout "mistake!" at random times while you dribble, and reset within 5 seconds.',
    next: "confident-body-language",
    diagram: diagram(6, 5, [
      ...cones([[4.5, 2.5]]),
      you([1, 2.5]),
      ball([1, 2.5]),
      text("reset", [3, 4.5], "clap, breathe, next ball"),
    ], [
      dribble(1, [[1, 2.5], [4, 2.5]]),
      dribble(2, [[4, 2.5], [1.5, 2.5]]),
    ]),
  },
  {
    slug: "confident-body-language",
    title: "Walk tall",
    summary:
      "Using confident body language after a mistake or a goal against, so your teammates and you believe again.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["confidence", "body language", "mistakes"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 5,
    level: 1,
    steps: [
      "Stand like you have just made a mistake: head down, shoulders low. Notice how it feels.",
      "Now stand tall: chin up, shoulders back, chest proud. Notice the difference.",
      "Walk across the room tall, and say one encouraging thing to yourself.",
      "Practise it 5 times, so your body remembers.",
    ],
    coachingPoints: [
      "Your body changes how you feel: stand tall first, feel better second.",
      "After a mistake, walk back to your position tall.",
    ],
    progression:
      "In your next match, do the walk tall after every mistake and count how many times you did it.",
    diagram: diagram(8, 4, [
      you([1, 2]),
      text("before", [1.4, 0.6], "head down"),
      text("after", [5.6, 0.6], "chin up, walk tall"),
    ], [
      move("you", "run", 1, [[1, 2], [7, 2]]),
    ]),
  },
  {
    slug: "visualise-your-best",
    title: "See your best moment",
    summary:
      "Picturing a great moment of your own in detail, to build confidence and prepare the body to repeat it.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["visualisation", "confidence", "imagery"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 8,
    level: 1,
    steps: [
      "Sit comfortably and close your eyes. Take 3 slow breaths.",
      "Remember one of your best moments in football: a goal, a tackle, a great pass.",
      "See it again as if you are there: the pitch, the ball, the sounds.",
      "Feel how your foot struck the ball and how happy you were.",
      "Play it 3 times in your head, then open your eyes.",
    ],
    coachingPoints: [
      "Use all your senses: what you saw, heard and felt.",
      "See it through your own eyes, at normal speed.",
    ],
    progression:
      "Picture a skill you are learning working perfectly, or a hard moment in a match that you handle well.",
    next: "match-visualisation",
    diagram: diagram(6, 5, [
      you([3, 3.2]),
      zone("think", [1.4, 0.4], [4.6, 2], "your best moment"),
      text("eyes", [3, 4.5], "eyes closed, 3 breaths"),
    ]),
  },
  {
    slug: "match-visualisation",
    title: "Match-day walk-through",
    summary:
      "Rehearsing the situations of your position in your head before a match, so they feel familiar when they come.",
    pillar: "mental",
    skills: ["mental", "tactical"],
    tags: ["visualisation", "preparation", "position"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 10,
    level: 2,
    steps: [
      "The night before or the morning of a match, sit quietly and breathe slowly for a minute.",
      "Picture your first touch of the game going well.",
      "Picture three moments for your position, such as a defender winning a tackle, a midfielder scanning and turning, a striker finishing.",
      "Picture something going wrong, then see yourself reset and win the next ball.",
      "Finish by picturing the final whistle and how proud you feel of your effort.",
    ],
    coachingPoints: [
      "Make the pictures detailed and realistic: the kit, the weather, the noise.",
      "Include setbacks: practising the recovery is the point.",
    ],
    progression:
      "Write the three moments down after the match and check which ones happened.",
    diagram: diagram(10, 6, [
      zone("pitch", [0.5, 0.5], [9.5, 5.5], "in your head"),
      you([3, 3]),
      ball([3, 3]),
      goal([9.5, 2], [9.5, 4]),
    ], [
      dribble(1, [[3, 3], [6, 2.4]], "you", "ball"),
      move("ball", "shot", 2, [[6, 2.4], [9.4, 3.4]]),
    ]),
  },
  {
    slug: "pre-game-routine",
    title: "Build your pre-game routine",
    summary:
      "Designing and rehearsing the same steps before every match, so you arrive calm and ready.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["routine", "preparation", "nerves"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 10,
    level: 1,
    steps: [
      "Write down 4 steps for the hour before a match, for example: pack my bag, eat a snack, listen to one song, do square breathing.",
      'Add one cue word for the moment you walk onto the pitch, like "sharp" or "brave".',
      "Read your routine out loud.",
      "Practise it before your next training, then before your next match.",
    ],
    coachingPoints: [
      "Keep it short and the same every time.",
      "Choose things you control, not lucky socks.",
    ],
    progression:
      "After three matches, change the step that did not help, and add a team warm-up moment.",
    diagram: diagram(6, 6, [
      text("s1", [3, 1], "1 pack my bag"),
      text("s2", [3, 2.2], "2 snack and water"),
      text("s3", [3, 3.4], "3 one song"),
      text("s4", [3, 4.6], "4 square breathing"),
      you([0.6, 5.4]),
    ]),
  },
  {
    slug: "confidence-journal",
    title: "Three good things",
    summary:
      "Writing down three things you did well after each session, to build confidence from evidence.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["confidence", "journaling", "reflection"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 5,
    level: 1,
    steps: [
      "After training or a match, take a notebook or your training notes.",
      'Write three things you did well, however small: "I asked for the ball", "I used my weaker foot".',
      "Write one thing you want to do better next time.",
      "Read last week's page before your next match.",
    ],
    coachingPoints: [
      'Be specific: "good passing" is less useful than "three passes forward with my left foot".',
      'Effort counts: "I kept running" is a good thing.',
    ],
    progression:
      "Once a month, read all your pages and write the thing you have improved most.",
    next: "match-review",
    diagram: diagram(6, 5, [
      zone("page", [1, 0.5], [5, 4.5]),
      text("g1", [3, 1.6], "1 asked for the ball"),
      text("g2", [3, 2.5], "2 weaker foot pass"),
      text("g3", [3, 3.4], "3 kept running"),
    ]),
  },
  {
    slug: "match-review",
    title: "Match review: good, learn, next",
    summary:
      "A short, calm review after a match that turns the result into lessons and a next step.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["reflection", "learning", "resilience"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 8,
    level: 2,
    steps: [
      "Wait until the evening or the next day, when you are calm.",
      "Good: write two things that went well for you or the team.",
      "Learn: write one moment you would do differently, and how.",
      "Next: choose one thing to practise this week because of it.",
    ],
    coachingPoints: [
      "Review your actions, not the referee or the score.",
      "Talk about it with a parent or coach if you want to.",
    ],
    progression:
      'Link your "next" to a drill from the library and log it when you have done it.',
    diagram: diagram(9, 4, [
      zone("good", [0.3, 0.5], [2.9, 3.5], "good"),
      zone("learn", [3.2, 0.5], [5.8, 3.5], "learn"),
      zone("next", [6.1, 0.5], [8.7, 3.5], "next"),
    ]),
  },
  {
    slug: "control-the-controllables",
    title: "Control the controllables",
    summary:
      "Sorting what you can control from what you cannot, and putting your energy into the first list.",
    pillar: "mental",
    skills: ["mental", "psychological"],
    tags: ["focus", "nerves", "mindset"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 8,
    level: 2,
    steps: [
      'Draw two circles on a page: "I control" in the middle, "I do not control" around it.',
      "Write things that worry you before a match in the right circle: the referee, the weather, my effort, my attitude.",
      "Choose the two things in the middle circle you will focus on in your next match.",
      "Say them to yourself as you walk onto the pitch.",
    ],
    coachingPoints: [
      "Effort, attitude, preparation and how you treat others are always yours.",
      "When a worry comes, ask: can I control it? If not, let it go.",
    ],
    progression:
      "After the match, score yourself out of 10 on the two things you chose.",
    diagram: diagram(8, 8, [
      zone("outside", [0.5, 0.5], [7.5, 7.5]),
      text("outside-label", [4, 1.4], "I do not control"),
      zone("inside", [2.5, 2.5], [5.5, 5.5], "I control"),
      text("effort", [4, 4.8], "effort"),
      text("ref", [1.8, 6.6], "referee"),
    ]),
  },
];
