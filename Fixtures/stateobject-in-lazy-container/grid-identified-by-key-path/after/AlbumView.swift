import SwiftUI

struct Thumbnail: View {
    @ObservedObject var model: ThumbnailModel

    var body: some View {
        Text(model.photo.caption)
    }
}

struct AlbumView: View {
	@StateObject private var album = AlbumModel()

	var body: some View {
		ScrollView {
			LazyVGrid(columns: album.columns) {
				ForEach(album.photos, id: \.fileName) { photo in
					Thumbnail(model: album.thumbnailViewModel(for: photo))
				}
			}
		}
	}
}
