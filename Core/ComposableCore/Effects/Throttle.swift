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
  /// Starts at most one effect with the identifier per interval.
  ///
  /// The first effect starts at once. One that arrives within the interval after the last start
  /// waits for the end of the interval: with `latest`, a later arrival replaces it; without, the
  /// first to wait is kept and later arrivals are dropped. Each throttled effect cancels the one
  /// with the same identifier still in flight, as `cancellable(id:cancelInFlight: true)` does.
  ///
  /// ```swift
  /// case let .volumeChanged(volume):
  ///   return .run { _ in await speaker.setVolume(volume) }
  ///     .throttle(id: CancelID.volume, for: .milliseconds(100), clock: clock, latest: true)
  /// ```
  ///
  /// Where TCA throttles the actions an effect sends, this throttles whole effects, as the
  /// reducer returns them: an effect that starts sends all of its actions.
  ///
  /// - Parameters:
  ///   - id: The identifier of the effects to throttle together.
  ///   - interval: The least time between two starts.
  ///   - clock: The clock that measures the interval; a `TestClock` in tests.
  ///   - latest: Whether the last effect to arrive within the interval starts at its end, rather
  ///     than the first.
  public func throttle<ID: Hashable & Sendable, C: Clock>(
    id: ID,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    throttle(id: id, latest: latest, on: clock, interval: interval)
  }

  /// Starts at most one effect with the identifier per interval of a clock of `Duration`, such as
  /// the one `@Dependency(\.continuousClock)` gives; the same as the generic form.
  @_disfavoredOverload
  public func throttle<ID: Hashable & Sendable>(
    id: ID,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    throttle(id: id, latest: latest, on: clock, interval: interval)
  }

  #if Combine
    /// Starts at most one effect with the identifier per interval of a Combine scheduler, as TCA's
    /// `throttle(id:for:scheduler:latest:)` does.
    ///
    /// The same as `throttle(id:for:clock:latest:)`, timed by a scheduler: `DispatchQueue.test`
    /// or `\.mainQueue` in tests.
    ///
    /// ```swift
    /// .throttle(id: CancelID.volume, for: .milliseconds(100), scheduler: mainQueue, latest: true)
    /// ```
    public func throttle<S: Scheduler>(
      id: some Hashable & Sendable,
      for interval: S.SchedulerTimeType.Stride,
      scheduler: S,
      latest: Bool
    ) -> Self {
      throttle(
        id: id, latest: latest, now: SchedulerInstant<S>(scheduler.now),
        end: { SchedulerInstant($0.time.advanced(by: interval)) },
        sleep: { try await scheduler.sleep(until: $0.time) })
    }

  #endif

  private func throttle<C: Clock>(
    id: some Hashable & Sendable, latest: Bool, on clock: C, interval: C.Duration
  ) -> Self {
    throttle(
      id: id, latest: latest, now: clock.now, end: { $0.advanced(by: interval) },
      sleep: { try await clock.sleep(until: $0, tolerance: nil) })
  }

  private func throttle<Instant: Comparable & Sendable>(
    id: some Hashable & Sendable,
    latest: Bool,
    now: Instant,
    end: (Instant) -> Instant,
    sleep: @escaping (Instant) async throws -> Void
  ) -> Self {
    guard !isNone else { return .none }
    // NB: TCA asks for a `Sendable` scheduler and stride, which OpenCombine's dispatch queue
    // types do not declare. The effect only calls `sleep` once, from its own task.
    let sleep = UncheckedSendable(sleep)
    @Dependency(ThrottleTimes.self) var dependency
    // NB: A local rather than a capture list, which would make the `.run` below `@concurrent`
    // (swiftlang/swift#87097).
    let times = dependency
    let key = AnyHashableSendable(id)
    switch times.decide(id: key, now: now, end: end, latest: latest) {
    case .start:
      return cancellable(id: id, cancelInFlight: true)
    case .drop:
      return .none
    case let .wait(due, token):
      let wait = Self.run { _ in
        do {
          try await sleep.value(due)
        } catch {
          times.cancelled(id: key, token: token)
          throw error
        }
        times.started(id: key, token: token)
      }
      return .concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
    }
  }
}

#if Combine
  /// A scheduler's time, comparable and sendable, as throttling records it.
  ///
  /// NB: `@unchecked` because Combine's time types are values that do not declare `Sendable`.
  private struct SchedulerInstant<S: Scheduler>: Comparable, @unchecked Sendable {
    let time: S.SchedulerTimeType

    init(_ time: S.SchedulerTimeType) {
      self.time = time
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.time < rhs.time
    }
  }
#endif
