#if Combine
  import ConcurrencyExtras

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Effect {
    /// An effect that sends the actions a publisher emits, and ends when it completes; cancelling
    /// the effect cancels the subscription.
    ///
    /// The publisher is made when the effect is, and subscribed to when the effect starts.
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
        let (actions, continuation) = AsyncStream<UncheckedSendable<Action>>.makeStream()
        let subscription = publisher.wrappedValue.sink(
          receiveCompletion: { _ in continuation.finish() },
          receiveValue: { continuation.yield(UncheckedSendable($0)) }
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
#endif
