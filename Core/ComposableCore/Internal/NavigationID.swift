import ConcurrencyExtras
import Dependencies
import Synchronization

/// The cancellation namespace of one child feature: an element of a `forEach`, the state in an
/// `ifLet`, a presented destination. TCA's name for it, which its tests use.
@_spi(Internals)
public struct NavigationID: Hashable, Sendable {
  let rawValue: AnyHashableSendable

  init(_ rawValue: AnyHashableSendable) {
    self.rawValue = rawValue
  }

  /// A namespace that no feature uses, equal to every other made this way.
  public init() {
    self.init(AnyHashableSendable(Unnamed()))
  }

  private struct Unnamed: Hashable, Sendable {}
}

/// The namespaces of nested child features, outermost first.
@_spi(Internals)
public struct NavigationIDPath: Hashable, Sendable {
  /// The namespaces, outermost first.
  public var path: [NavigationID]

  /// A path through the given namespaces, outermost first; by default, none.
  public init(path: [NavigationID] = []) {
    self.path = path
  }
}

extension DependencyValues {
  /// Namespaces that the cancellation identifiers of effects made, cancelled and run with these
  /// dependencies are inside, as TCA's child reducers set them for their children.
  ///
  /// The stores here namespace a child's effects as they lift them instead, so this is empty
  /// unless set; when set, `cancellable(id:)`, `cancel(id:)`, `Task.cancel(id:)` and
  /// `withTaskCancellation(id:)` read it where they are called.
  @_spi(Internals)
  public var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set {
      if !newValue.path.isEmpty { NavigationIDPathKey.wasSet.store(true, ordering: .relaxed) }
      self[NavigationIDPathKey.self] = newValue
    }
  }

  /// `id` inside the current ``navigationIDPath``.
  @usableFromInline
  static func withinNavigationIDPath(_ id: AnyHashableSendable) -> AnyHashableSendable {
    // NB: Resolving a dependency takes a lock; until a path has been set, every one is empty.
    guard NavigationIDPathKey.wasSet.load(ordering: .relaxed) else { return id }
    return _CancelID.make(id, in: _current.navigationIDPath)
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
  /// Whether a non-empty path has ever been set.
  static let wasSet = Atomic(false)
}
