#if Combine
  import ConcurrencyExtras
  import Foundation

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Effect {
    /// An effect that sends the actions a publisher emits, and ends when it completes; cancelling
    /// the effect cancels the subscription.
    ///
    /// The publisher is made when the effect is, and subscribed to when the effect starts. As in
    /// TCA, what it emits on the main queue (the main actor's) is sent at once, and its
    /// completion there ends the effect at once; what it emits elsewhere reaches the store on the
    /// main actor, in order.
    ///
    /// ```swift
    /// case .onAppear:
    ///   return .publisher {
    ///     notifications.map(Action.notificationReceived)
    ///   }
    /// ```
    public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
      let publisher = UncheckedSendable(createPublisher().eraseToAnyPublisher())
      return .run { send in
        // NB: The operation runs on the main actor, so this takes no hop: it runs within the start.
        let end = await EffectEnding.take()
        let (actions, continuation) = AsyncStream<UncheckedSendable<Action>>.makeStream()
        // NB: Off the main thread, actions wait in the stream for the effect's task, which sends
        //     them on the main actor; once one waits, later ones queue behind it, so order holds.
        let queued = LockIsolated(false)
        let subscription = publisher.wrappedValue.sink(
          receiveCompletion: { _ in
            if isOnMainQueue(), !queued.value { MainActor.assumeIsolated { end() } }
            continuation.finish()
          },
          receiveValue: { action in
            if isOnMainQueue(), !queued.value {
              let action = UncheckedSendable(action)
              MainActor.assumeIsolated { send(action.wrappedValue) }
            } else {
              queued.setValue(true)
              continuation.yield(UncheckedSendable(action))
            }
          }
        )
        let cancellable = UncheckedSendable(subscription)
        continuation.onTermination = { _ in cancellable.wrappedValue.cancel() }
        for await action in actions {
          await send(action.wrappedValue)
        }
        cancellable.wrappedValue.cancel()
      }
    }
  }

  /// Whether the caller runs on the main dispatch queue, which is the main actor's executor.
  ///
  /// NB: Not `Thread.isMainThread`: on Linux a thread other than the main one can drain the main
  /// queue, as under a test runner.
  private func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()
#endif
