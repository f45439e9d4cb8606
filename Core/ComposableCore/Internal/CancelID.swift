import ConcurrencyExtras

/// A cancellation identifier inside the namespaces of nested child features, outermost first;
/// TCA's name for it, which its tests use.
///
/// As in TCA, an effect is cancellable from its own feature and from every feature around it:
/// it is registered under its identifier in each enclosing namespace (see
/// ``registrationKeys(for:)``), while a cancellation names one exact namespace. So a parent
/// cancels its children's effects by their identifiers, and a child cannot reach a parent's or a
/// sibling's. An identifier outside every namespace is registered as it is, unwrapped.
@_spi(Internals)
public struct _CancelID: Hashable, Sendable {
  let id: AnyHashableSendable
  let navigationIDPath: NavigationIDPath

  /// The identifier `id` inside the namespaces of `navigationIDPath`.
  public init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.init(id: AnyHashableSendable(id), navigationIDPath: navigationIDPath)
  }

  init(id: AnyHashableSendable, navigationIDPath: NavigationIDPath) {
    self.id = id
    self.navigationIDPath = navigationIDPath
  }

  public func hash(into hasher: inout Hasher) {
    // NB: The identifier's type too: every value of an empty struct hashes alike.
    hasher.combine(ObjectIdentifier(type(of: id.base)))
    hasher.combine(id)
    hasher.combine(navigationIDPath)
  }

  /// `id` inside `namespace`, around the namespaces it is in already.
  static func make(_ id: AnyHashableSendable, in namespace: NavigationID) -> AnyHashableSendable {
    make(id, in: NavigationIDPath(path: [namespace]))
  }

  /// `id` inside the namespaces of `path`, around the namespaces it is in already.
  static func make(_ id: AnyHashableSendable, in path: NavigationIDPath) -> AnyHashableSendable {
    guard !path.path.isEmpty else { return id }
    guard let scoped = scoped(id) else {
      return AnyHashableSendable(Self(id: id, navigationIDPath: path))
    }
    return AnyHashableSendable(
      Self(
        id: scoped.id,
        navigationIDPath: NavigationIDPath(path: path.path + scoped.navigationIDPath.path)))
  }

  /// The keys an effect with `id` is registered under: `id` as the features around it name it,
  /// from the outermost (the bare identifier) to its own namespace.
  static func registrationKeys(for id: AnyHashableSendable) -> CancellationKeys {
    guard let scoped = scoped(id) else { return CancellationKeys(CancellationKey(id)) }
    let path = scoped.navigationIDPath.path
    let enclosing = (1..<path.count).map { depth in
      CancellationKey(
        AnyHashableSendable(
          Self(id: scoped.id, navigationIDPath: NavigationIDPath(path: Array(path.prefix(depth)))))
      )
    }
    return CancellationKeys([CancellationKey(scoped.id)] + enclosing + [CancellationKey(id)])
  }

  /// The key under which an effect with `id` in the namespaces of `path` is found.
  static func key(for id: AnyHashableSendable, in path: NavigationIDPath) -> CancellationKey {
    CancellationKey(make(id, in: path))
  }

  /// `id` as a scoped identifier, if it is one.
  ///
  /// NB: Comparing types first spares the common case, a feature's own identifier, a failing
  /// dynamic cast.
  private static func scoped(_ id: AnyHashableSendable) -> Self? {
    guard type(of: id.base) == Self.self else { return nil }
    return id.base as? Self
  }
}
