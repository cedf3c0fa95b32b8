import SwiftUI

extension DetailView {
    /// Calls the memberwise initializer, which an 'init' written in 'DetailView' would remove.
    init(deeplink: URL) {
        self.init(viewModel: DetailViewModel(id: deeplink.pathComponents.count))
    }
}
