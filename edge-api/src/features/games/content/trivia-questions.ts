import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'

/**
 * Soccer Trivia's questions (spec §3). Only settled facts: finished tournaments and seasons, and
 * records dated "as of" a point when an active player or club could still change them. "Recent Events"
 * means 2023-2025 results that cannot change, never a current holder. Ids are stored in players'
 * history, so never rename one.
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  // World Cup
  {
    id: 'tq-01', category: 'World Cup', difficulty: 'Easy', year: 2022,
    question: 'Which country won the 2022 World Cup in Qatar?',
    options: ['France', 'Argentina', 'Croatia', 'Brazil'], correctAnswer: 1,
    explanation: 'Argentina beat France on penalties (4-2) after a 3-3 draw in the final, their third World Cup title.',
  },
  {
    id: 'tq-02', category: 'World Cup', difficulty: 'Easy', year: 2018,
    question: 'Which country won the 2018 World Cup in Russia?',
    options: ['Germany', 'Belgium', 'Croatia', 'France'], correctAnswer: 3,
    explanation: 'France beat Croatia 4-2 in the final in Moscow to win their second World Cup.',
  },
  {
    id: 'tq-03', category: 'World Cup', difficulty: 'Medium', year: 1930,
    question: 'Which country hosted the first World Cup, in 1930?',
    options: ['Brazil', 'Italy', 'Uruguay', 'England'], correctAnswer: 2,
    explanation: 'Uruguay hosted the first World Cup and won it, beating Argentina 4-2 in the final in Montevideo.',
  },
  {
    id: 'tq-04', category: 'World Cup', difficulty: 'Hard', year: 2022,
    question: 'Who scored a hat-trick in the 2022 World Cup final?',
    options: ['Lionel Messi', 'Ángel Di María', 'Kylian Mbappé', 'Julián Álvarez'], correctAnswer: 2,
    explanation: 'Kylian Mbappé scored three times for France in the final, only the second hat-trick in a men\'s World Cup final after Geoff Hurst\'s in 1966.',
  },
  {
    id: 'tq-05', category: 'World Cup', difficulty: 'Medium', year: 2026,
    question: 'Which three countries were chosen to co-host the 2026 World Cup?',
    options: ['United States, Canada and Mexico', 'Spain, Portugal and Morocco', 'Argentina, Uruguay and Paraguay', 'England, Scotland and Wales'], correctAnswer: 0,
    explanation: 'The 2026 World Cup is shared by the United States, Canada and Mexico, and is the first with 48 teams.',
  },

  // Champions League
  {
    id: 'tq-06', category: 'Champions League', difficulty: 'Easy',
    question: 'As of 2025, which club has won the European Cup / Champions League the most times?',
    options: ['AC Milan', 'Bayern Munich', 'Liverpool', 'Real Madrid'], correctAnswer: 3,
    explanation: 'Real Madrid have 15 titles, the 15th won in 2024. AC Milan are next with seven.',
  },
  {
    id: 'tq-07', category: 'Champions League', difficulty: 'Medium', year: 2005,
    question: 'In the 2005 Champions League final in Istanbul, which team came back from 3-0 down at half-time and won on penalties?',
    options: ['Liverpool', 'AC Milan', 'Chelsea', 'Juventus'], correctAnswer: 0,
    explanation: 'Liverpool scored three goals in about six minutes to draw 3-3 with AC Milan, then won the shoot-out.',
  },
  {
    id: 'tq-08', category: 'Champions League', difficulty: 'Hard', year: 1956,
    question: 'Which club won the first European Cup, in 1956?',
    options: ['Benfica', 'Real Madrid', 'Stade de Reims', 'AC Milan'], correctAnswer: 1,
    explanation: 'Real Madrid beat Stade de Reims 4-3 in Paris in the first final, and went on to win the first five European Cups.',
  },
  {
    id: 'tq-09', category: 'Champions League', difficulty: 'Hard', year: 1993,
    question: 'Which club won the first final played under the "Champions League" name, in 1993?',
    options: ['AC Milan', 'Barcelona', 'Ajax', 'Marseille'], correctAnswer: 3,
    explanation: 'Marseille beat AC Milan 1-0 in Munich in the first final after the European Cup was renamed the Champions League.',
  },

  // Premier League
  {
    id: 'tq-10', category: 'Premier League', difficulty: 'Easy', year: 1992,
    question: 'In which year did the Premier League play its first season?',
    options: ['1888', '1992', '2000', '1985'], correctAnswer: 1,
    explanation: 'The Premier League began in 1992-93, when the top-flight clubs broke away from the Football League. Manchester United were the first champions.',
  },
  {
    id: 'tq-11', category: 'Premier League', difficulty: 'Easy', year: 2004,
    question: 'Which club went the whole 2003-04 Premier League season unbeaten, earning the nickname "The Invincibles"?',
    options: ['Chelsea', 'Manchester United', 'Arsenal', 'Liverpool'], correctAnswer: 2,
    explanation: 'Arsenal won 26 and drew 12 of their 38 league games that season without losing once.',
  },
  {
    id: 'tq-12', category: 'Premier League', difficulty: 'Medium', year: 2016,
    question: 'Which club won the 2015-16 Premier League after starting the season as 5000-1 outsiders?',
    options: ['Leicester City', 'Tottenham Hotspur', 'Southampton', 'West Ham United'], correctAnswer: 0,
    explanation: 'Leicester City won the title by ten points, one of the biggest surprises in sporting history.',
  },
  {
    id: 'tq-13', category: 'Premier League', difficulty: 'Medium', year: 2024,
    question: 'Which club won four Premier League titles in a row, from 2020-21 to 2023-24?',
    options: ['Liverpool', 'Chelsea', 'Manchester City', 'Manchester United'], correctAnswer: 2,
    explanation: 'Manchester City became the first club to win four consecutive English top-flight titles.',
  },
  {
    id: 'tq-14', category: 'Premier League', difficulty: 'Hard', year: 1995,
    question: 'Which club won the 1994-95 Premier League, with Alan Shearer and Chris Sutton up front?',
    options: ['Newcastle United', 'Blackburn Rovers', 'Aston Villa', 'Leeds United'], correctAnswer: 1,
    explanation: 'Blackburn Rovers won the title on the final day, finishing one point ahead of Manchester United.',
  },

  // Players
  {
    id: 'tq-15', category: 'Players', difficulty: 'Easy', year: 2024,
    question: 'Which Manchester City and Spain midfielder won the 2024 Ballon d\'Or?',
    options: ['Vinícius Júnior', 'Jude Bellingham', 'Kylian Mbappé', 'Rodri'], correctAnswer: 3,
    explanation: 'Rodri won the 2024 Ballon d\'Or ahead of Vinícius Júnior, the same year he helped Spain win Euro 2024.',
  },
  {
    id: 'tq-16', category: 'Players', difficulty: 'Medium',
    question: 'Who is the only player to have won the men\'s World Cup three times?',
    options: ['Diego Maradona', 'Pelé', 'Ronaldo Nazário', 'Franz Beckenbauer'], correctAnswer: 1,
    explanation: 'Pelé won the World Cup with Brazil in 1958, 1962 and 1970.',
  },
  {
    id: 'tq-17', category: 'Players', difficulty: 'Hard', year: 1998,
    question: 'Who scored twice in the 1998 World Cup final, when France beat Brazil 3-0?',
    options: ['Zinedine Zidane', 'Thierry Henry', 'Emmanuel Petit', 'Didier Deschamps'], correctAnswer: 0,
    explanation: 'Zinedine Zidane scored two headers from corners in the final in Saint-Denis, and Emmanuel Petit added the third goal.',
  },
  {
    id: 'tq-18', category: 'Players', difficulty: 'Medium',
    question: 'As of 2025, how many Ballon d\'Or awards has Lionel Messi won, the most of any player?',
    options: ['5', '6', '7', '8'], correctAnswer: 3,
    explanation: 'Messi has won eight Ballon d\'Or awards, the last in 2023 after leading Argentina to the 2022 World Cup.',
  },

  // Records
  {
    id: 'tq-19', category: 'Records', difficulty: 'Medium',
    question: 'As of 2025, who holds the record for the most goals at men\'s World Cup finals, with 16?',
    options: ['Ronaldo Nazário', 'Miroslav Klose', 'Just Fontaine', 'Lionel Messi'], correctAnswer: 1,
    explanation: 'Germany\'s Miroslav Klose scored 16 goals across four World Cups from 2002 to 2014, passing Ronaldo Nazário\'s 15.',
  },
  {
    id: 'tq-20', category: 'Records', difficulty: 'Easy',
    question: 'As of the end of the 2024-25 season, who is the Premier League\'s all-time top scorer?',
    options: ['Wayne Rooney', 'Harry Kane', 'Alan Shearer', 'Thierry Henry'], correctAnswer: 2,
    explanation: 'Alan Shearer scored 260 Premier League goals for Blackburn Rovers and Newcastle United.',
  },
  {
    id: 'tq-21', category: 'Records', difficulty: 'Hard', year: 2023,
    question: 'Erling Haaland set a Premier League single-season scoring record in 2022-23. How many league goals did he score?',
    options: ['32', '34', '36', '38'], correctAnswer: 2,
    explanation: 'Haaland scored 36 league goals for Manchester City, beating the 34 scored by Andy Cole and Alan Shearer in 42-game seasons.',
  },
  {
    id: 'tq-22', category: 'Records', difficulty: 'Medium',
    question: 'Who is the all-time top scorer in men\'s international football?',
    options: ['Lionel Messi', 'Ali Daei', 'Pelé', 'Cristiano Ronaldo'], correctAnswer: 3,
    explanation: 'Cristiano Ronaldo passed Iran\'s Ali Daei (109 goals) in 2021 and has kept adding to his total for Portugal.',
  },

  // Recent Events: settled 2023-2025 results only.
  {
    id: 'tq-23', category: 'Recent Events', difficulty: 'Easy', year: 2024,
    question: 'Which country won Euro 2024 in Germany?',
    options: ['England', 'France', 'Spain', 'Germany'], correctAnswer: 2,
    explanation: 'Spain beat England 2-1 in the final in Berlin, winning a record fourth European Championship.',
  },
  {
    id: 'tq-24', category: 'Recent Events', difficulty: 'Medium', year: 2025,
    question: 'Which club won the 2024-25 Champions League, the first time it had lifted the trophy?',
    options: ['Inter', 'Paris Saint-Germain', 'Arsenal', 'Barcelona'], correctAnswer: 1,
    explanation: 'Paris Saint-Germain beat Inter 5-0 in the final in Munich, the biggest winning margin in a European Cup or Champions League final.',
  },
  {
    id: 'tq-25', category: 'Recent Events', difficulty: 'Easy', year: 2025,
    question: 'Which club won the 2024-25 Premier League?',
    options: ['Liverpool', 'Manchester City', 'Arsenal', 'Chelsea'], correctAnswer: 0,
    explanation: 'Liverpool won the title in Arne Slot\'s first season as manager, their 20th English league title.',
  },
  {
    id: 'tq-26', category: 'Recent Events', difficulty: 'Hard', year: 2023,
    question: 'Spain beat England 1-0 in the 2023 Women\'s World Cup final. Who scored the goal?',
    options: ['Aitana Bonmatí', 'Alexia Putellas', 'Salma Paralluelo', 'Olga Carmona'], correctAnswer: 3,
    explanation: 'Olga Carmona scored in the first half in Sydney to give Spain their first Women\'s World Cup.',
  },
]
