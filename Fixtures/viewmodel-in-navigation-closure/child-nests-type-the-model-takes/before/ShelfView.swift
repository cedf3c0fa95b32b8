import SwiftUI

struct ShelfView: View {
    // Inside the view, `Filter` means this one, not the model's.
    enum Filter {
        case all, unread
    }

    @ObservedObject var viewModel: ShelfViewModel
    @State private var shown = Filter.all

    var body: some View {
        Text(viewModel.filter.title)
    }
}
