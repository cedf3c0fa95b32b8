import Combine
import Foundation

class BrowserTab: ObservableObject {
  @Published var url: URL?
  @Published var isLoading = false
}

class BrowserState: ObservableObject {
  @Published var focusingTab: BrowserTab?
}

/// Follows whichever tab is current: the optional tab's publisher, unwrapped, then the tab's.
final class AddressBar {
  @Published var currentTab: BrowserTab?
  var browserState: BrowserState?
  private var cancellables = Set<AnyCancellable>()

  func observe() {
    $currentTab
      .compactMap { $0 }
      .map { tab in tab.$url.eraseToAnyPublisher() }
      .switchToLatest()
      .sink { url in print(url as Any) }
      .store(in: &cancellables)
    browserState?.$focusingTab
      .compactMap { tab in tab }
      .map { $0.$isLoading }
      .switchToLatest()
      .sink { isLoading in print(isLoading) }
      .store(in: &cancellables)
  }
}
