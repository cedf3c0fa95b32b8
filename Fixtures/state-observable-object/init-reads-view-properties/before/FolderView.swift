import SwiftUI

struct Folder {
    let id: Int
    var name: String
}

final class FolderModel: ObservableObject {
    @Published var files: [String] = []
    let folder: Folder

    init(folder: Folder) {
        self.folder = folder
    }
}

struct FolderView: View {
    let folder: Folder
    @State private var model: FolderModel

    init(folder: Folder) {
        self.folder = folder
        _model = State(initialValue: FolderModel(folder: self.folder))
    }

    var body: some View {
        List(model.files, id: \.self) { Text($0) }
            .navigationTitle(folder.name)
    }
}
