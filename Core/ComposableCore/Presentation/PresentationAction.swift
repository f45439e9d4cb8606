/// The actions of a presented feature, as its parent sees them: the child's own actions, and its
/// dismissal.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths reach through it with or without `presented`: `\.destination.presented.alert`
/// and `\.destination.alert` name the same case.
public enum PresentationAction<Action> {
  /// The child is dismissed: its state becomes `nil` and its effects are cancelled.
  case dismiss
  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action, including the child's cases, reached through
  /// `presented`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The `presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the child's actions, reached through `presented`.
    public subscript<Child>(
      dynamicMember keyPath: CaseKeyPath<Action, Child>
    ) -> AnyCasePath<PresentationAction, Child> {
      let child = AnyCasePath(keyPath)
      let presented = presented
      return AnyCasePath(
        embed: { presented.embed(child.embed($0)) },
        extract: { presented.extract(from: $0).flatMap(child.extract(from:)) }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction.AllCasePaths: Sequence, CasePathReflectable {
  /// The case path of the case `root` is in.
  public subscript(root: PresentationAction) -> PartialCaseKeyPath<PresentationAction> {
    switch root {
    case .dismiss: \.dismiss
    case .presented: \.presented
    }
  }

  /// The case paths of `dismiss` and `presented`, in declaration order.
  public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<PresentationAction>]> {
    [\.dismiss, \.presented].makeIterator()
  }
}

extension PresentationAction: CasePathIterable {}

extension PresentationAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case dismiss, presented }

  /// Decodes `{"dismiss": {}}` or `{"presented": action}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let action = try container.decodeIfPresent(Action.self, forKey: .presented) {
      self = .presented(action)
    } else if container.contains(.dismiss) {
      self = .dismiss
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "Expected a \"dismiss\" or a \"presented\" key."))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .dismiss: try container.encode([String: String](), forKey: .dismiss)
    case let .presented(action): try container.encode(action, forKey: .presented)
    }
  }
}
