import CustomDump

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// What a diff compares: the value the test expects and the value as it is.
  public var _customDiffValues: (Any, Any) {
    let reference = reference
    return (reference.read(.expected), reference.read(.actual))
  }

  /// Every view of one root is the same object in a dump: `#1`.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(reference.root)
  }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  /// What a diff compares: the value the test expects and the value as it is.
  public var _customDiffValues: (Any, Any) {
    let reference = reference
    return (reference.read(.expected), reference.read(.actual))
  }

  /// Every view of one root is the same object in a dump: `#1`.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(reference.root)
  }
}
