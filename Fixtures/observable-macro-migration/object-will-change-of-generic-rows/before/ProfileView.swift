import SwiftUI

final class ProfileModel: ObservableObject {
  @Published var name = ""
}

struct ProfileView: View {
  @StateObject private var model = ProfileModel()
  @StateObject private var catalog = DownloadsCatalog()

  var body: some View {
    VStack {
      Text(model.name)
      Text("\(catalog.activeDownloads.count) downloads")
    }
  }
}
