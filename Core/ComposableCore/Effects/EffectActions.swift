import ConcurrencyExtras

extension Effect {
  /// Runs the effect outside any store and streams the actions it sends.
  ///
  /// The effect runs as a store would run it: sends arrive in order, merged work runs
  /// concurrently and concatenated work in turn. The stream finishes when the effect ends, and
  /// cancelling the task that iterates it cancels the effect. Its cancellation identifiers live
  /// with those of other effects run this way, so `Task.cancel(id:)` from code outside a store
  /// reaches them.
  ///
  /// ```swift
  /// for await action in Effect<Int>.merge(.send(1), .send(2)).actions {
  ///   print(action)  // 1, then 2
  /// }
  /// ```
  @_spi(Internals)
  public var actions: AsyncStream<Action> {
    let (stream, continuation) = AsyncStream<Action>.makeStream()
    let group = EffectGroup()
    continuation.onTermination = { _ in group.cancel() }
    let run = UncheckedSendable((effect: self, continuation: continuation))
    let dependencies = DependencyValues._current
    @MainActor func start() {
      let continuation = run.value.continuation
      let core = RootCore(
        state: (),
        reducer: Reduce<Void, Action> { _, action in
          // NB: The stream hands each action to its one consumer and keeps no copy.
          nonisolated(unsafe) let action = action
          continuation.yield(action)
          return .none
        },
        dependencies: dependencies,
        registry: CancellationContext.bare
      )
      core.start(run.value.effect, joining: group)
      Task { @MainActor in
        await group.value()
        // NB: Sends reach the core through a weak reference; it must outlive the effect.
        withExtendedLifetime(core) {}
        continuation.finish()
      }
    }
    // NB: Started right away when the caller is on the main actor, as a store starts the effects
    // of a send: its cancellations and its first sends happen before the caller goes on.
    Task.immediate { @MainActor in start() }
    return stream
  }
}
