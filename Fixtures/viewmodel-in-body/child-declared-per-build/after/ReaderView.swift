import SwiftUI

#if os(macOS)
struct ReaderView: View {
    let title: String

    var body: some View {
        Text(title)
    }
}
#else
struct ReaderView: View {
    @StateObject private var viewModel: ReaderViewModel

    init(articleID: Int) {
        _viewModel = StateObject(wrappedValue: ReaderViewModel(articleID: articleID))
    }

    var body: some View {
        Text(viewModel.text)
    }
}
#endif
