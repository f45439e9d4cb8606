#if Combine
  import ComposableArchitecture
  import OpenCombineShim
  import Testing

  /// `_EffectPublisher`, TCA's bridge from an effect to Combine.
  @MainActor
  struct EffectPublisherTests {
    @Test func itPublishesWhatTheEffectSendsAndCompletesWhenItEnds() async {
      let (events, event) = AsyncStream<String>.makeStream()
      let effect = Effect<Int>.concatenate(
        .send(1),
        .merge(.run { send in await send(2) }, .none),
        .run { send in await send(3) }
      )
      let subscription = _EffectPublisher(effect)
        .sink(
          receiveCompletion: { _ in
            event.yield("finished")
            event.finish()
          },
          receiveValue: { event.yield("\($0)") }
        )
      var received: [String] = []
      for await value in events { received.append(value) }
      #expect(received == ["1", "2", "3", "finished"])
      subscription.cancel()
    }

    @Test func cancellingTheSubscriptionCancelsTheEffect() async {
      let (events, event) = AsyncStream<String>.makeStream()
      let effect = Effect<Int>.run { send in
        await send(1)
        await withTaskCancellationHandler {
          try? await Task.never()
        } onCancel: {
          event.yield("cancelled")
          event.finish()
        }
      }
      var subscription: AnyCancellable?
      subscription = _EffectPublisher(effect)
        .sink { value in
          event.yield("\(value)")
          subscription?.cancel()
        }
      var received: [String] = []
      for await value in events { received.append(value) }
      #expect(received == ["1", "cancelled"])
    }
  }
#endif
