import SwiftUI

/// Has properties of the same names as the tab's, but no publisher of it is used anywhere.
final class StatusModel: ObservableObject {
  @Published var url: URL?
  @Published var isLoading = false
}

struct StatusView: View {
  @StateObject private var status = StatusModel()

  var body: some View {
    Text(status.isLoading ? "Loading" : status.url?.absoluteString ?? "")
  }
}
