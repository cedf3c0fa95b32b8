import SwiftUI

/// Has properties of the same names as the tab's, but no publisher of it is used anywhere.
@Observable
final class StatusModel {
  var url: URL?
  var isLoading = false
}

struct StatusView: View {
  @State private var status = StatusModel()

  var body: some View {
    Text(status.isLoading ? "Loading" : status.url?.absoluteString ?? "")
  }
}
