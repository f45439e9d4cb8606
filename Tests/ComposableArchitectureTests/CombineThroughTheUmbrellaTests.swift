#if Combine
  // NB: Only the umbrella: on Apple platforms TCA's import brings Combine along, so TCA code uses
  //     Combine's names without importing it, and this file must compile the same way.
  import ComposableArchitecture
  import Testing

  /// Combine's API, through OpenCombine, with nothing imported but `ComposableArchitecture`.
  @MainActor
  struct CombineThroughTheUmbrellaTests {
    @Test func aDispatchQueueSchedulerAndAPublisherNeedNoOtherImport() {
      let main: AnySchedulerOf<DispatchQueue> = .main
      _ = main
      let scheduler: AnySchedulerOf<DispatchQueue> = .immediate
      var received: [Int] = []
      let cancellable: AnyCancellable = [1, 2, 3].publisher
        .receive(on: scheduler)
        .sink { received.append($0) }
      #expect(received == [1, 2, 3])
      cancellable.cancel()
    }
  }
#endif
