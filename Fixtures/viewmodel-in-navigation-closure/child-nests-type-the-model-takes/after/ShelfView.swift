import SwiftUI

struct ShelfView: View {
    // Inside the view, `Filter` means this one, not the model's.
    enum Filter {
        case all, unread
    }

    @StateObject private var viewModel: ShelfViewModel
    @State private var shown = Filter.all

    init(viewModel: @autoclosure @escaping () -> ShelfViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        Text(viewModel.filter.title)
    }
}
