import SwiftUI

protocol LibraryProviding: ObservableObject {
    var titles: [String] { get }
}

final class Library: LibraryProviding {
    @Published var titles: [String] = []
}

struct LibraryList<Provider: LibraryProviding>: View {
    @EnvironmentObject var library: Provider

    var body: some View {
        List(library.titles, id: \.self) { Text($0) }
    }
}
