import Clocks

extension TestClock {
  /// Returns once a task sleeps on the clock, so that an ``advance(by:)`` after it wakes that
  /// task.
  ///
  /// A sleep that an effect reaches through a hop off the main actor is registered a moment after
  /// the effect starts; on a busy machine an advance made before then would not reach it (the
  /// sleep's deadline is counted from the clock's time when it registers). The wait is bounded by
  /// the test's time limit, not by a count of tries.
  ///
  /// ```swift
  /// let work = store.send(.start)
  /// await clock.untilSomethingSleeps()
  /// await clock.advance(by: .seconds(1))
  /// ```
  public func untilSomethingSleeps() async {
    // NB: `checkSuspension()` throws while a sleep is pending, and yields before it looks.
    while (try? await checkSuspension()) != nil, !Task.isCancelled {}
  }
}
