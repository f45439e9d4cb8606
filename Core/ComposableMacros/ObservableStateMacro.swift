import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct or enum state observable through the Observation module,
/// with an identity that survives mutation and changes on replacement.
///
/// On a struct it tracks every stored `var` (through ``ObservationStateTrackedMacro``), adds the
/// registrar, and keeps the registrar out of coding and reflection: it adds `CodingKeys` named
/// after the properties and a `customMirror` that lists them. On an enum it derives the identity
/// from the case and its payload.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumIdentity(enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "observableStateNotAValue",
            "'@ObservableState' can only be applied to a struct or an enum")))
      return []
    }
    let properties = declaration.storedProperties
    var members: [DeclSyntax] = [
      """
      @ObservationStateIgnored
      var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()
      """,
      """
      public var _$id: ComposableCore.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      """
      public static var _$registrarOffset: Int? {
        MemoryLayout<Self>.offset(of: \\Self._$observationRegistrar)
      }
      """,
    ]
    if !declaration.nestedTypeNames.contains("CodingKeys"),
      properties.contains(where: \.hasStoragePeer)
    {
      let cases = properties.map { property in
        property.hasStoragePeer
          ? "case _\(property.name) = \"\(property.name)\"" : "case \(property.name)"
      }
      members.append(
        """
        enum CodingKeys: String, CodingKey {
        \(raw: cases.joined(separator: "\n"))
        }
        """)
    }
    if !declaration.declaresMember(named: "customMirror") {
      // NB: A shared value is reflected as its reference, so that a test store's diff shows the
      // value the test expects beside the value it has.
      let children = properties.map {
        "\"\($0.name)\": \($0.isShared ? "_" : "")\($0.name) as Any,"
      }
      let list = children.isEmpty ? "[:]" : "[\n\(children.joined(separator: "\n"))\n]"
      members.append(
        """
        public var customMirror: Mirror {
          Mirror(
            self,
            children: \(raw: list) as KeyValuePairs<String, Any>,
            displayStyle: .struct
          )
        }
        """)
    }
    let tracked = properties.filter(\.isTracked)
    if !tracked.isEmpty {
      let arms = tracked.map {
        """
        if keyPath == \\Self.\($0.name), ComposableCore._$isValue(_$Value.self, of: \\Self.\($0.name)) {
          return ComposableCore._$Modifier(
            storage: ComposableCore._$storage(\\Self._\($0.name)),
            registrar: \\Self._$observationRegistrar,
            _$bit: \(observationBit(of: $0.name)),
            didModify: { state in
              state._$observationRegistrar.didModify(
                state, keyPath: \\Self.\($0.name), before: .none, after: .none)
            }
          ) { state, body in
            ComposableCore._$modify(&state.\($0.name), as: _$Value.self, body)
          }
        }
        """
      }
      members.append(
        """
        public static func _$modifier<_$Value>(
          for keyPath: PartialKeyPath<Self>, of _: _$Value.Type
        ) -> ComposableCore._$Modifier<Self, _$Value>? {
        \(raw: arms.joined(separator: "\n"))
        return nil
        }
        """)
    }
    return members
  }

  private static func enumIdentity(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
    guard !cases.isEmpty else {
      return [
        """
        public var _$id: ComposableCore.ObservableStateID {
          ._$case(0)
        }
        """
      ]
    }
    let arms = cases.enumerated().map { tag, element in
      let parameters = element.parameterClause?.parameters ?? []
      let name = element.name.text
      switch parameters.count {
      case 0: return "case .\(name): return ._$case(\(tag))"
      case 1:
        return
          "case let .\(name)(payload): return ._$case(\(tag), payload: ComposableCore._$stateID(of: payload))"
      default: return "case .\(name): return ComposableCore.ObservableStateID()"
      }
    }
    let modifications = cases.compactMap { element -> String? in
      guard let parameters = element.parameterClause?.parameters, parameters.count == 1
      else { return nil }
      let label = parameters.first?.firstName.map { "\($0.text): " } ?? ""
      let name = element.name.text
      return """
        case var .\(name)(payload):
          ComposableCore._$willModify(&payload)
          self = .\(name)(\(label)payload)
        """
    }
    var members: [DeclSyntax] = [
      """
      public var _$id: ComposableCore.ObservableStateID {
        switch self {
        \(raw: arms.joined(separator: "\n"))
        }
      }
      """
    ]
    if !modifications.isEmpty {
      let fallback = modifications.count < cases.count ? "\ndefault: break" : ""
      members.append(
        """
        public mutating func _$willModify() {
          switch self {
          \(raw: modifications.joined(separator: "\n"))\(raw: fallback)
          }
        }
        """)
    }
    return members
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      property.isTrackable
    else {
      return []
    }
    return ["@ObservationStateTracked"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self),
      !declaration.inherits(from: "ObservableState")
    else {
      return []
    }
    let mirror =
      declaration.is(StructDeclSyntax.self) && !declaration.declaresMember(named: "customMirror")
      ? ", Swift.CustomReflectable" : ""
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableCore.ObservableState\(raw: mirror) {}")
    ]
  }
}

/// `@ObservationStateTracked`: routes a stored property of an observable state through its
/// registrar, keeping the value in a `_name` peer.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
      let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      return []
    }
    let bit = observationBit(of: name)
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name), _$bit: \(raw: bit))
        return _\(raw: name)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \\.\(raw: name), &_\(raw: name), newValue, ComposableCore._$isIdentityEqual,
          _$bit: \(raw: bit))
      }
      """,
      """
      _modify {
        ComposableCore._$willModify(&_\(raw: name))
        let before: ComposableCore._$IdentitySnapshot =
          _$observationRegistrar._$isRead(_$bit: \(raw: bit))
          ? ComposableCore._$identitySnapshot(_\(raw: name)) : .none
        yield &_\(raw: name)
        if _$observationRegistrar._$isRead(_$bit: \(raw: bit)) {
          _$observationRegistrar.didModify(
            self, keyPath: \\.\(raw: name), before: before,
            after: ComposableCore._$identitySnapshot(_\(raw: name)))
        }
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
      let binding = property.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      return []
    }
    let type = binding.typeAnnotation.map { "\($0.trimmedDescription)" } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    return ["@ObservationStateIgnored var _\(raw: name)\(raw: type)\(raw: initializer)"]
  }
}

/// `@ObservationStateIgnored`: leaves a property of an observable state untracked.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

/// `@ReducerCaseIgnored`: a marker that `@Reducer` reads on an enum case; it expands to nothing.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
