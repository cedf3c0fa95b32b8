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
    @ObservedObject var viewModel: ReaderViewModel

    var body: some View {
        Text(viewModel.text)
    }
}
#endif
