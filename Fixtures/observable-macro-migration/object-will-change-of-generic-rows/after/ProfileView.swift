import SwiftUI

@Observable
final class ProfileModel {
  var name = ""
}

struct ProfileView: View {
  @State private var model = ProfileModel()
  @StateObject private var catalog = DownloadsCatalog()

  var body: some View {
    VStack {
      Text(model.name)
      Text("\(catalog.activeDownloads.count) downloads")
    }
  }
}
