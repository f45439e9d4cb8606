#if Combine
  import ConcurrencyExtras
  import Synchronization

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  /// A publisher of the actions an effect sends, running the effect as
  /// `Effect.actions` does, outside any store, for each subscriber; it completes when the effect
  /// ends, and cancelling the subscription cancels the effect. TCA's underscored bridge from
  /// effects to Combine.
  ///
  /// ```swift
  /// _EffectPublisher(effect)
  ///   .sink { action in print(action) }
  /// ```
  public struct _EffectPublisher<Action>: Publisher {
    public typealias Output = Action
    public typealias Failure = Never

    private let effect: Effect<Action>

    /// A publisher of the actions `effect` sends.
    public init(_ effect: Effect<Action>) {
      self.effect = effect
    }

    public func receive<S: Subscriber<Action, Never>>(subscriber: S) {
      let subject = UncheckedSendable(PassthroughSubject<Action, Never>())
      let run = RunningEffect()
      subject.wrappedValue
        .handleEvents(receiveCancel: { run.cancel() })
        .receive(subscriber: subscriber)
      let effect = effect
      run.start(
        Task { @MainActor in
          for await action in effect.actions {
            subject.wrappedValue.send(action)
          }
          subject.wrappedValue.send(completion: .finished)
        })
    }

    /// The task running the effect for one subscriber, which may cancel before it starts.
    private final class RunningEffect: Sendable {
      private let state = Mutex<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))

      func start(_ task: Task<Void, Never>) {
        let isCancelled = state.withLock { state in
          state.task = task
          return state.isCancelled
        }
        if isCancelled { task.cancel() }
      }

      func cancel() {
        let task = state.withLock { state in
          state.isCancelled = true
          return state.task
        }
        task?.cancel()
      }
    }
  }
#endif
