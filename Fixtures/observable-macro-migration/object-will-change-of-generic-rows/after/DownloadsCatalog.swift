import Combine
import Foundation

/// A transfer whose progress the catalog forwards; generic over what it carries.
public class Download<Meta: Codable & Equatable>: ObservableObject {
  @Published public var progress: Double = 0
}

struct DownloadMeta: Codable, Equatable {
  var title: String
}

class DownloadsCatalog: ObservableObject {
  @Published var activeDownloads: [Download<DownloadMeta>] = []
  private var cancellables = [AnyCancellable]()

  func refresh(_ downloads: [Download<DownloadMeta>]) {
    activeDownloads = downloads
    cancellables.removeAll()
    // Each download's changes are the catalog's changes.
    self.activeDownloads.forEach({
      let subscription = $0.objectWillChange.sink(receiveValue: { self.objectWillChange.send() })
      self.cancellables.append(subscription)
    })
  }
}
