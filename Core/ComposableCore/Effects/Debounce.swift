import ConcurrencyExtras

#if Combine
  import CombineSchedulers
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif
#endif

extension Effect {
  /// Delays the effect, and cancels the one with the same identifier that is still waiting or
  /// running, so that only the last of a burst runs, once things are quiet for `duration`.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   return .run { send in
  ///     await send(.searchResponse(Result { try await apiClient.search(query) }))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier of the effects to debounce together.
  ///   - duration: How long the effect waits before it starts.
  ///   - clock: The clock to wait on; a `TestClock` in tests.
  public func debounce<ID: Hashable & Sendable, C: Clock>(
    id: ID,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    let deadline = clock.now.advanced(by: duration)
    return debounce(id: id) { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// Delays the effect on a clock of `Duration`, such as the one
  /// `@Dependency(\.continuousClock)` gives; the same as the generic form.
  @_disfavoredOverload
  public func debounce<ID: Hashable & Sendable>(
    id: ID,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    func debounce<C: Clock<Duration>>(on clock: C) -> Self {
      let deadline = clock.now.advanced(by: duration)
      return self.debounce(id: id) { try await clock.sleep(until: deadline, tolerance: nil) }
    }
    return debounce(on: clock)
  }

  #if Combine
    /// Delays the effect on a Combine scheduler, and cancels the one with the same identifier that
    /// is still waiting or running, as TCA's `debounce(id:for:scheduler:options:)` does.
    ///
    /// The same as `debounce(id:for:clock:)`, timed by a scheduler: `DispatchQueue.test` or
    /// `\.mainQueue` in tests.
    ///
    /// ```swift
    /// .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
    /// ```
    public func debounce<S: Scheduler>(
      id: some Hashable & Sendable,
      for dueTime: S.SchedulerTimeType.Stride,
      scheduler: S,
      options: S.SchedulerOptions? = nil
    ) -> Self {
      let deadline = scheduler.now.advanced(by: dueTime)
      return debounce(id: id) {
        let remaining = scheduler.now.distance(to: deadline)
        guard remaining > .zero else { return try Task.checkCancellation() }
        try await scheduler.sleep(for: remaining, options: options)
      }
    }

  #endif

  /// Waits with `sleep`, then runs the effect.
  ///
  /// The deadline is taken when the effect is built, as the reducer returns it, so that a task
  /// that starts late does not wait longer.
  private func debounce(
    id: some Hashable & Sendable,
    sleep: @escaping () async throws -> Void
  ) -> Self {
    guard !isNone else { return .none }
    // NB: TCA takes any scheduler, `Sendable` or not. The effect only calls `sleep` once, from
    // its own task.
    let sleep = UncheckedSendable(sleep)
    // NB: A send or a run waits inside one task, so that what it sends reaches the store as soon
    // as the wait ends, without a step of a concatenation in between.
    let delayed: Self
    if let run = singleRun {
      delayed = Self(
        operation: .run(
          ClosureRun(priority: run.priority) { send in
            guard (try? await sleep.value()) != nil, !Task.isCancelled else { return }
            await run.operation(send)
          }))
    } else {
      delayed = .concatenate(.run { _ in try await sleep.value() }, self)
    }
    return delayed.cancellable(id: id, cancelInFlight: true)
  }

  /// The effect as one `.run`, when it is a send or a run.
  private var singleRun: (priority: TaskPriority?, operation: RunOperation)? {
    switch representation {
    case let .send(action): (nil, { send in send(action.value) })
    case let .run(run) where run.cancellation == nil: (run.priority, run.operation)
    default: nil
    }
  }
}
