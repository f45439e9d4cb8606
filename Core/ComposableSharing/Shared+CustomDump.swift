import CustomDump

extension Shared: _CustomDiffObject {
  /// What a diff compares: the value the test expects and the value as it is.
  public var _customDiffValues: (Any, Any) {
    (reference.read(.expected), reference.read(.actual))
  }

  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(reference)
  }
}

extension SharedReader: _CustomDiffObject {
  /// What a diff compares: the value the test expects and the value as it is.
  public var _customDiffValues: (Any, Any) {
    (reference.read(.expected), reference.read(.actual))
  }

  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(reference)
  }
}
