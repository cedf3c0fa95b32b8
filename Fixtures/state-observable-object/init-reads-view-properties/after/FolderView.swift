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
    @StateObject private var model: FolderModel

    init(folder: Folder) {
        self.folder = folder
        _model = StateObject(wrappedValue: FolderModel(folder: folder))
    }

    var body: some View {
        List(model.files, id: \.self) { Text($0) }
            .navigationTitle(folder.name)
    }
}
