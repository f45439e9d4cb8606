/// One line of the interactive prompt or of a script.
public enum Command: Equatable, Sendable {
  /// `counter +` / `counter -`: the EffectsBasics counter.
  case counter(Step)
  /// `fact`: a fact about the EffectsBasics counter.
  case fact
  /// `refresh`: refresh the Refresh fact; `refresh +` / `refresh -`: its counter.
  case refresh
  case refreshCounter(Step)
  /// `cancel`: cancel the refresh.
  case cancel
  /// `timer start` / `timer stop`.
  case timer(Toggle)
  /// `prime N`: find the Nth prime; `prime cancel`: stop the search.
  case prime(Int)
  case primeCancel
  /// Answers the alert on screen: `ok` dismisses it, `retry` sends its retry button.
  case answer(Answer)
  /// `wait fact`, `wait refresh`, `wait prime`, `wait ticks N`: suspend until that is done.
  case wait(Condition)
  /// `state`, `help`, `quit`.
  case state
  case help
  case quit

  public enum Step: Equatable, Sendable { case up, down }
  public enum Toggle: Equatable, Sendable { case start, stop }
  public enum Answer: Equatable, Sendable { case ok, retry }
  public enum Condition: Equatable, Sendable {
    case fact
    case refresh
    case prime
    case ticks(Int)
  }

  /// The commands and what they do, for `help` and for errors.
  public static let usage = """
    counter + | counter -     change the EffectsBasics counter
    fact                      fetch a fact about the EffectsBasics counter
    refresh | refresh + | -   refresh the Refresh fact, or change its counter
    cancel                    cancel the refresh in flight
    timer start | timer stop  start or stop the timer
    prime N | prime cancel    find the Nth prime (1 ≤ N ≤ 50000000), or stop the search
    ok | retry                answer the alert of a failed fact request
    wait fact | refresh | prime | ticks N
                              wait until that is done (for scripts)
    state                     print the whole state
    help                      print this list
    quit                      leave
    """
}
