"""diZe (Santiago Eximeno, version 1.1, 2014): a solitaire dice game against a zombie plague.

The ruleset played here, in full (docs/rules/dize.md explains each decision):

- 20 dice; at set-up the player makes 2 to 10 of them zombies (the difficulty, option
  `zombies`, 4 recommended for a first game) and the rest humans.
- Zones: Launch, Zombies, Humans, Captured, Heroes, Retired, Executed.
- A turn: the player sends 1 to min(2 x zombies in the Zombies zone, humans) humans to
  Launch, then three phases follow in order.
- Infection: roll the Launch dice; three or more 1s infect exactly one human: one die
  showing 1 moves from Launch to Zombies.
- Human Attack: roll the Launch dice; evens + Heroes against odds + Captured. More
  evens is a success: the player retires one rolled die (any, before choosing heroes),
  one zombie moves from Zombies to Captured, then the player may make any rolled 6s
  still in Launch heroes, then presses on (rolls Launch again) or stops. A tie or more
  odds is a failure: the Captured go back to Zombies and Heroes, Retired and Launch go
  back to Humans. Stopping executes the Captured for good and sends Heroes, Retired
  and Launch back to Humans. The attack must stop when Launch is empty or no zombie
  is left in the Zombies zone.
- Zombie Attack: roll every zombie; each 1 turns one human from Humans into a zombie
  (never more than the humans left); the newly bitten do not roll this time.
- The game is won the moment a stop leaves no zombie (before any Zombie Attack), and
  lost when a Zombie Attack leaves no human. Score = starting zombies + executed
  zombies (bitten and infected humans included) + 10 for a win.

House rules (gaps in the rulebook, decided by us): at least one human must be rolled;
the infected die is one that showed 1; the retired die is chosen before the heroes, so
a die is never both; the two end conditions are checked where they can first happen.

Bots: "careful" (one-roll odds), "veteran" (exact best play for the win) and
"executioner" (exact best play for the score); see core.dize.bots.
"""

from core.lazy import lazy_exports

#: public name -> the module defining it; loaded on first use (see core.lazy), so that
#: reading the game's descriptor never imports its engine
_HOMES = {
    "advice": "advisor",
    "Attack": "commands",
    "ChooseDice": "commands",
    "Continue": "commands",
    "DizeCommand": "commands",
    "MakeHero": "commands",
    "Retire": "commands",
    "StopAttack": "commands",
    "ZombieAttack": "commands",
    "explain": "describe",
    "AttackRolled": "events",
    "AttackStopped": "events",
    "DieRetired": "events",
    "DizeEvent": "events",
    "HeroRaised": "events",
    "InfectionRolled": "events",
    "ZombiesAttacked": "events",
    "DizeRules": "rules",
    "RULES": "rules",
    "DizeSetup": "setup",
    "DizeState": "state",
    "ZONES": "state",
}
__getattr__ = lazy_exports(__name__, _HOMES)

__all__ = tuple(sorted(_HOMES))
