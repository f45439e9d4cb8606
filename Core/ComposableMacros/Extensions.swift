import SwiftSyntax

extension AttributeListSyntax {
  /// Whether the list holds an attribute with this name, plain or qualified by a module.
  func contains(named name: String) -> Bool {
    contains {
      guard case let .attribute(attribute) = $0 else { return false }
      return attribute.attributeName.trimmedDescription.split(separator: ".").last
        .map(String.init)?.split(separator: "<").first.map(String.init) == name
    }
  }
}

extension AttributeListSyntax {
  /// The `@available` attributes in the list, for the extensions a macro writes for the type; `nil`
  /// when there are none.
  var availability: AttributeListSyntax? {
    let attributes = filter {
      guard case let .attribute(attribute) = $0 else { return false }
      return attribute.attributeName.trimmedDescription == "available"
    }
    return attributes.isEmpty
      ? nil
      : AttributeListSyntax(
        attributes.map { $0.with(\.leadingTrivia, []).with(\.trailingTrivia, .space) })
  }
}

extension DeclGroupSyntax {
  /// The names of the nested types and type aliases the declaration holds.
  var nestedTypeNames: Set<String> {
    Set(
      memberBlock.members.compactMap { member -> String? in
        let decl = member.decl
        if let decl = decl.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = decl.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = decl.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = decl.as(TypeAliasDeclSyntax.self) { return decl.name.text }
        return nil
      })
  }

  /// Whether the declaration's inheritance clause names the protocol, plain or qualified.
  func inherits(from name: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains {
      $0.type.trimmedDescription.split(separator: ".").last.map(String.init) == name
    } ?? false
  }

  /// The `var body` the declaration holds, if any.
  var bodyProperty: VariableDeclSyntax? {
    memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { $0.isBody }
  }

  /// The `reduce(into:action:)` method the declaration holds, if any.
  var reduceMethod: FunctionDeclSyntax? {
    memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .first { $0.isReduce }
  }
}

extension VariableDeclSyntax {
  /// Whether this declares an instance property named `body`.
  var isBody: Bool {
    !modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      && bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      }
  }
}

extension FunctionDeclSyntax {
  /// Whether this declares `reduce(into:action:)`.
  var isReduce: Bool {
    let labels = signature.parameterClause.parameters.map(\.firstName.text)
    return name.text == "reduce" && labels == ["into", "action"]
  }
}

/// A stored property of a struct, as the observable-state macros see it.
struct StoredProperty {
  let name: String
  /// Whether `@ObservableState` routes it through the registrar.
  let isTracked: Bool
  /// Whether its value lives in a `_name` peer: tracked, or `@Presents`.
  let hasStoragePeer: Bool
  /// Whether it is a `@Shared` or `@SharedReader` value, reflected as its reference.
  var isShared = false
}

extension DeclGroupSyntax {
  /// The stored instance properties the declaration holds, in order.
  var storedProperties: [StoredProperty] {
    memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter(\.isStoredInstanceProperty)
      .compactMap { property in
        guard property.bindings.count == 1,
          let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
            .identifier.text
        else { return nil }
        return StoredProperty(
          name: name, isTracked: property.isTrackable,
          hasStoragePeer: property.isTrackable || property.attributes.contains(named: "Presents"),
          isShared: property.attributes.contains(named: "Shared")
            || property.attributes.contains(named: "SharedReader"))
      }
  }

  /// Whether the declaration holds a member, property or method, with this name.
  func declaresMember(named name: String) -> Bool {
    memberBlock.members.contains { member in
      if let property = member.decl.as(VariableDeclSyntax.self) {
        return property.bindings.contains {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
      }
      return member.decl.as(FunctionDeclSyntax.self)?.name.text == name
    }
  }
}

extension VariableDeclSyntax {
  /// Whether this is an instance property with storage: no accessors that compute it.
  var isStoredInstanceProperty: Bool {
    guard !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      !modifiers.contains(where: { $0.name.tokenKind == .keyword(.class) })
    else { return false }
    return bindings.allSatisfy { binding in
      guard let accessors = binding.accessorBlock?.accessors else { return true }
      switch accessors {
      case .getter: return false
      case let .accessors(list):
        return list.allSatisfy {
          [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
      }
    }
  }

  /// Whether `@ObservableState` tracks this property: a stored `var` with a single name, no
  /// property wrapper, not lazy and not marked `@ObservationStateIgnored`.
  var isTrackable: Bool {
    bindingSpecifier.tokenKind == .keyword(.var)
      && isStoredInstanceProperty
      && bindings.count == 1
      && bindings.first?.accessorBlock == nil
      && !modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      && attributes.allSatisfy {
        guard case let .attribute(attribute) = $0 else { return true }
        return attribute.attributeName.trimmedDescription == "ObservationStateTracked"
      }
  }
}

/// The bit that numbers a tracked property in its registrar's record of the properties read: a
/// hash of the name, so that each property's accessors agree on it without seeing one another.
/// Two properties may share a bit; a mutation of either then tells the registrar whenever one was
/// read, which costs time and is never wrong.
func observationBit(of name: String) -> Int {
  // NB: FNV-1a, which is the same in every process (unlike `Hasher`), so expansions are stable.
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in name.utf8 {
    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }
  return Int(hash % 64)
}
