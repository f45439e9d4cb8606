#if Combine
  import ConcurrencyExtras
  import Foundation

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Shared {
    /// The value, then every value it takes, including when `$value` is pointed at another
    /// reference. Changes a test store's assertion makes to its expectation are not published.
    ///
    /// On Linux this is OpenCombine's `Publisher`: `import OpenCombineShim` where Apple code
    /// writes `import Combine`.
    public var publisher: some Publisher<Value, Never> {
      let box = box
      return sharedPublisher(
        current: { box.current },
        observeReplacements: { observer in box.observeReplacements { observer($0, $1) } })
    }
  }

  extension SharedReader {
    /// The value, then every value it takes, including when `$value` is pointed at another
    /// reference.
    public var publisher: some Publisher<Value, Never> {
      let box = box
      return sharedPublisher(
        current: { box.current },
        observeReplacements: { observer in box.observeReplacements { observer($0, $1) } })
    }
  }

  private func sharedPublisher<Value>(
    current: @escaping @Sendable () -> any SharedReadable<Value>,
    observeReplacements:
      @escaping @Sendable (
        @escaping @Sendable (any SharedReadable<Value>, _ isLoading: Bool) -> Void
      ) -> SharedSubscription
  ) -> AnyPublisher<Value, Never> {
    Deferred {
      let reference = current()
      let subject = UncheckedSendable(CurrentValueSubject<Value, Never>(reference.read(.actual)))
      let followed = LockIsolated<SharedSubscription?>(nil)
      @Sendable func follow(_ reference: any SharedReadable<Value>) {
        let subscription = reference.root.observe { subject.value.send(reference.read(.actual)) }
        followed.withValue { $0 = subscription }
      }
      follow(reference)
      let replacements = observeReplacements { reference, isLoading in
        follow(reference)
        if !isLoading { subject.value.send(reference.read(.actual)) }
      }
      return subject.value.handleEvents(receiveCancel: {
        replacements.cancel()
        followed.value?.cancel()
      })
    }
    .eraseToAnyPublisher()
  }
#endif
