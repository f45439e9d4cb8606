import ComposableCore

/// The smallest useful feature: one synchronous action that changes state and returns `.none`.
///
/// Inlinable, so that the baseline benchmark calls its `reduce` as directly as it did when the
/// feature lived in the benchmark's own module.
public struct Counter: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var count = 0

    @inlinable public init() {}
  }

  public enum Action: Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  @inlinable public init() {}

  @inlinable public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
