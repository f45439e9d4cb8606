import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Perceptible`: makes a class perceptible through a `PerceptionRegistrar`, as swift-perception's
/// macro does, and conforms it to `Perceptible` and Observation's `Observable`.
public enum PerceptibleMacro {}

extension PerceptibleMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      let kind =
        if declaration.is(StructDeclSyntax.self) {
          "struct"
        } else if declaration.is(EnumDeclSyntax.self) {
          "enumeration"
        } else if declaration.is(ActorDeclSyntax.self) {
          "actor"
        } else {
          "this"
        }
      let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "perceptibleNotAClass",
            "'@Perceptible' cannot be applied to \(kind) type '\(name)'")))
      return []
    }
    let type = classDecl.selfTypeName
    var members: [DeclSyntax] = []
    if !declaration.declaresMember(named: "_$perceptionRegistrar") {
      members.append(
        """
        @PerceptionIgnored private let _$perceptionRegistrar = Perception.PerceptionRegistrar()
        """)
    }
    if !declaration.declaresMember(named: "access") {
      members.append(
        """
        internal nonisolated func access<__Member>(keyPath: KeyPath<\(raw: type), __Member>) {
          _$perceptionRegistrar.access(self, keyPath: keyPath)
        }
        """)
    }
    if !declaration.declaresMember(named: "withMutation") {
      members.append(
        """
        internal nonisolated func withMutation<__Member, __MutationResult>(
          keyPath: KeyPath<\(raw: type), __Member>,
          _ mutation: () throws -> __MutationResult
        ) rethrows -> __MutationResult {
          try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }
        """)
    }
    if !declaration.declaresMember(named: "shouldNotifyObservers") {
      // NB: The most specific overload wins: equal values and identical objects notify no one.
      members += [
        "private nonisolated func shouldNotifyObservers<__Member>(_ lhs: __Member, _ rhs: __Member) -> Bool { true }",
        "private nonisolated func shouldNotifyObservers<__Member: Equatable>(_ lhs: __Member, _ rhs: __Member) -> Bool { lhs != rhs }",
        "private nonisolated func shouldNotifyObservers<__Member: AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool { lhs !== rhs }",
        "private nonisolated func shouldNotifyObservers<__Member: Equatable & AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool { lhs != rhs }",
      ]
    }
    return members
  }
}

extension PerceptibleMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(ClassDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      property.isPerceptionTrackable,
      !property.attributes.contains(named: "PerceptionTracked")
    else {
      return []
    }
    return ["@PerceptionTracked"]
  }
}

extension PerceptibleMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
    let names = protocols.map(\.trimmedDescription)
    var conformances: [String] = []
    if names.contains(where: { $0.hasSuffix("Perceptible") }) {
      conformances.append("nonisolated Perception.Perceptible")
    }
    if names.contains(where: { $0.hasSuffix("Observable") }) {
      conformances.append("nonisolated Observation.Observable")
    }
    guard !conformances.isEmpty else { return [] }
    let decl: DeclSyntax =
      "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

/// `@PerceptionTracked`: routes a stored property of a perceptible class through its registrar,
/// keeping the value in a `_name` peer.
public enum PerceptionTrackedMacro {}

extension PerceptionTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isPerceptionTrackable,
      let name = property.singleName
    else {
      return []
    }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        access(keyPath: \\.\(raw: name))
        return _\(raw: name)
      }
      """,
      """
      set {
        guard shouldNotifyObservers(_\(raw: name), newValue) else {
          _\(raw: name) = newValue
          return
        }
        withMutation(keyPath: \\.\(raw: name)) {
          _\(raw: name) = newValue
        }
      }
      """,
      """
      _modify {
        access(keyPath: \\.\(raw: name))
        _$perceptionRegistrar.willSet(self, keyPath: \\.\(raw: name))
        defer {
          _$perceptionRegistrar.didSet(self, keyPath: \\.\(raw: name))
        }
        yield &_\(raw: name)
      }
      """,
    ]
  }
}

extension PerceptionTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isPerceptionTrackable,
      let binding = property.bindings.first, let name = property.singleName
    else {
      return []
    }
    let type = binding.typeAnnotation.map { "\($0.trimmedDescription)" } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    return ["@PerceptionIgnored private var _\(raw: name)\(raw: type)\(raw: initializer)"]
  }
}

/// `@PerceptionIgnored`: leaves a property of a perceptible class untracked.
public enum PerceptionIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

extension ClassDeclSyntax {
  /// The class's name with its generic parameters, as `Self` is spelled in a key path.
  var selfTypeName: String {
    guard let parameters = genericParameterClause?.parameters, !parameters.isEmpty else {
      return name.text
    }
    return "\(name.text)<\(parameters.map(\.name.text).joined(separator: ", "))>"
  }
}

extension VariableDeclSyntax {
  /// The name a single-binding declaration declares.
  var singleName: String? {
    guard bindings.count == 1 else { return nil }
    return bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// Whether `@Perceptible` tracks this property: a stored `var` with a single name, no property
  /// wrapper or other attribute, not lazy, and not marked `@PerceptionIgnored`.
  var isPerceptionTrackable: Bool {
    bindingSpecifier.tokenKind == .keyword(.var)
      && isStoredInstanceProperty
      && singleName != nil
      && bindings.first?.accessorBlock == nil
      && !modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      && attributes.allSatisfy {
        guard case let .attribute(attribute) = $0 else { return true }
        return attribute.attributeName.trimmedDescription == "PerceptionTracked"
      }
  }
}
