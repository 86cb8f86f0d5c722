import type { BlogPost } from '../../../functions/src/contract/content.js';

/**
 * Farm journal posts, in English and Marathi. Two records are deliberately unusual so the
 * blog screens keep their edge cases covered (product.md §2, Blog post):
 * - 'post-gulkand-summer' has not been translated yet: its mr block is empty, so the Marathi
 *   tab is disabled and the list falls back to English.
 * - 'post-a2-bilona-ghee' carries only the placeholder tag 'no tag needed', which the post page hides.
 */
export const blogPosts: BlogPost[] = [
  {
    _id: 'post-jaggery-season',
    author: 'Sunita Patil',
    createdAt: '2025-01-18T07:30:00.000Z',
    featuredImage: '/images/blog/jaggery-season-in-karad.svg',
    tags: ['jaggery', 'harvest', 'karad'],
    en: {
      title: 'The jaggery season in Karad',
      slug: 'jaggery-season-in-karad',
      content: `<p>When the nights turn cool in November, the whole Krishna valley around Karad starts to smell of boiling cane. Factory lorries rumble past on the highway, but on our farm the season still starts the old way: a small puja at the gurhal (the jaggery shed), a coconut broken on the rim of the big iron pan, and the first glasses of hot, frothy juice shared with everyone who helped cut the cane.</p>
<h2>From cane to gul in one day</h2>
<p>We cut only as much cane as we can crush the same morning, because juice that waits turns sour. It goes into a wide iron pan over a furnace fed with the dried bagasse of the day before. As it boils, a grey scum rises. Many units add chemical "hydros" to make jaggery look pale; we clean ours with the slippery sap of the bhendi plant, which lifts the dirt to the top so it can be skimmed away.</p>
<ul>
<li>Around the third hour the juice thickens and turns golden.</li>
<li>Sunita tai drops a little into cold water: if it snaps, it is ready.</li>
<li>The syrup is poured into a wooden tray, worked, and set in moulds for cubes or stirred into powder.</li>
</ul>
<p>The first pans of the season are taken off early and bottled as kaakvi, the pourable liquid jaggery that Karad children eat with hot chapati and ghee. By March the cane is finished, the shed goes quiet, and the jars on our shelves carry the taste of that winter.</p>
<p>Our jaggery is darker than the shiny yellow blocks in the market. That colour is simply what jaggery looks like when nothing has been added to it.</p>`,
    },
    mr: {
      title: 'कराडमधला गुळाचा हंगाम',
      slug: 'गुळाचा-हंगाम',
      content: `<p>नोव्हेंबरमध्ये रात्री गारठू लागल्या की कराडच्या कृष्णाकाठी उकळत्या उसाच्या रसाचा वास दरवळू लागतो. महामार्गावरून कारखान्याचे ट्रक धावत असतात, पण आमच्या शेतावर हंगाम आजही जुन्या पद्धतीनेच सुरू होतो — गुऱ्हाळात छोटीशी पूजा, मोठ्या लोखंडी काहिलीच्या काठावर फोडलेला नारळ आणि ऊसतोडीला मदत करणाऱ्या सगळ्यांना दिलेला पहिला गरम, फेसाळ रस.</p>
<h2>एका दिवसात उसापासून गुळापर्यंत</h2>
<p>त्याच सकाळी गाळता येईल तेवढाच ऊस आम्ही तोडतो, कारण पडून राहिलेला रस आंबतो. रस मोठ्या लोखंडी काहिलीत ओतला जातो आणि खाली आदल्या दिवशीच्या वाळलेल्या चिपाडांचा जाळ असतो. रस उकळू लागला की वर करडी मळी जमा होते. गूळ पिवळाधमक दिसावा म्हणून अनेक ठिकाणी 'हायड्रोस' टाकतात; आम्ही मात्र भेंडीच्या झाडाचा चिकट रस वापरतो. तो सगळी घाण वर आणतो आणि ती झाऱ्याने काढून टाकली जाते.</p>
<ul>
<li>साधारण तिसऱ्या तासाला रस घट्ट होऊन सोनेरी होतो.</li>
<li>सुनीताताई थोडा पाक थंड पाण्यात टाकून पाहतात; तो कडकन तुटला की गूळ तयार.</li>
<li>मग पाक लाकडी पसरट पात्रात ओतून घोटला जातो आणि साच्यांत भरून क्यूब बनवले जातात, नाहीतर त्याची पावडर केली जाते.</li>
</ul>
<p>हंगामातल्या पहिल्या काहिली थोड्या आधीच उतरवून त्यांची काकवी केली जाते — गरम चपातीवर तुपासोबत खायची, कराडच्या मुलांची लाडकी. मार्चपर्यंत ऊस संपतो, गुऱ्हाळ शांत होते आणि आमच्या बरण्यांमध्ये त्या हिवाळ्याची चव साठून राहते.</p>
<p>आमचा गूळ बाजारातल्या चकचकीत पिवळ्या ढेपांपेक्षा गडद दिसतो. काहीही न मिसळलेला गूळ असाच दिसतो.</p>`,
    },
  },
  {
    _id: 'post-women-self-help-group',
    author: 'Meena Jadhav',
    createdAt: '2025-03-08T09:00:00.000Z',
    featuredImage: '/images/blog/how-our-women-run-the-farm.svg',
    tags: ['women', 'self-help group', 'community'],
    en: {
      title: "How our women's self-help group runs the farm",
      slug: 'how-our-women-run-the-farm',
      content: `<p>Visitors who come to the farm expecting to meet "the owner" are often surprised. Most days the person answering their questions is one of the women of our mahila bachat gat, the self-help group that runs the jaggery shed, the kitchen, the packing and, more and more, the decisions.</p>
<h2>Saving first, then building</h2>
<p>The group began the way most bachat gats in Satara district begin: a few women from our village and the next putting aside a hundred rupees a month, meeting on the first Sunday, and lending to each other for school fees and seed. When the family decided to sell jaggery, ghee and gulkand directly instead of through traders, the group's savings paid for the first steel vessels, a sealing machine and the labels.</p>
<p>Today the work is shared out like this:</p>
<ul>
<li>The boiling shed and the jaggery pan in cane season</li>
<li>Gulkand, laddus and javsashtak in the farmhouse kitchen</li>
<li>Cleaning, weighing, packing and the account book</li>
<li>Phone orders and deliveries around Karad</li>
</ul>
<p>Every woman is paid for her days of work, and at the end of each season the group shares part of the profit. Many members have opened bank accounts in their own names for the first time, and some now keep the whole account with a phone calculator and a thick red register.</p>
<p>When you buy from us, you are paying the hands that actually made what is in the jar. That is the whole idea.</p>`,
    },
    mr: {
      title: 'आमचा महिला बचत गट शेती कशी सांभाळतो',
      slug: 'आमचा-महिला-बचत-गट',
      content: `<p>शेतावर "मालकांना" भेटायला आलेले पाहुणे बऱ्याचदा चकित होतात. त्यांच्या प्रश्नांची उत्तरे देणारी व्यक्ती बहुधा आमच्या महिला बचत गटातली एखादी ताई असते. गुऱ्हाळ, स्वयंपाकघरातली तयारी, पॅकिंग आणि आता बरेचसे निर्णयही याच गटाच्या हातात आहेत.</p>
<h2>आधी बचत, मग उभारणी</h2>
<p>सातारा जिल्ह्यातल्या बहुतेक बचत गटांसारखीच आमच्या गटाची सुरुवात झाली. आमच्या आणि शेजारच्या गावातल्या काही बायका दर महिन्याला शंभर रुपये बाजूला ठेवू लागल्या, महिन्याच्या पहिल्या रविवारी भेटू लागल्या आणि मुलांच्या शाळेच्या फीसाठी, बियाण्यासाठी एकमेकींना कर्ज देऊ लागल्या. व्यापाऱ्यांमार्फत न विकता गूळ, तूप आणि गुलकंद थेट ग्राहकांना विकायचे कुटुंबाने ठरवले, तेव्हा पहिली स्टीलची भांडी, सीलिंग मशीन आणि लेबले याच गटाच्या बचतीतून आली.</p>
<p>आज कामाची वाटणी अशी आहे:</p>
<ul>
<li>उसाच्या हंगामात गुऱ्हाळ आणि गुळाची काहील</li>
<li>स्वयंपाकघरात गुलकंद, लाडू आणि जवसाष्टक</li>
<li>साफसफाई, वजन, पॅकिंग आणि हिशोबाची वही</li>
<li>फोनवरच्या ऑर्डर आणि कराड परिसरातली डिलिव्हरी</li>
</ul>
<p>प्रत्येकीला तिच्या कामाच्या दिवसांची मजुरी मिळते आणि हंगाम संपला की नफ्यातला काही वाटा गटात वाटला जातो. अनेक जणींनी पहिल्यांदाच स्वतःच्या नावावर बँक खाते उघडले आहे, आणि काही जणी आता मोबाईलच्या कॅल्क्युलेटरच्या मदतीने जाड लाल रजिस्टरमध्ये सगळा हिशोब ठेवतात.</p>
<p>तुम्ही आमच्याकडून खरेदी करता तेव्हा बरणीतला पदार्थ प्रत्यक्ष बनवणाऱ्या हातांनाच त्याचा मोबदला मिळतो. आमची संपूर्ण कल्पना एवढीच आहे.</p>`,
    },
  },
  {
    _id: 'post-gulkand-summer',
    author: 'Sunita Patil',
    createdAt: '2025-04-22T06:45:00.000Z',
    featuredImage: '/images/blog/gulkand-for-the-summer.svg',
    tags: ['gulkand', 'summer', 'recipes'],
    en: {
      title: 'Gulkand for the summer',
      slug: 'gulkand-for-the-summer',
      content: `<p>By the middle of April the afternoons in Karad touch forty degrees and nobody wants to move. That is when the gulkand jar comes down from the kitchen shelf in almost every house we know. A spoonful of rose petals and rock sugar, cold from the matka, is how our grandmothers got through May.</p>
<h2>How we make it</h2>
<p>The desi roses along our field bunds flower heavily from February. The women pick them at dawn, before the sun dulls the scent, and pull the petals loose by hand. Petals and khadisakhar are pressed into wide glass jars in layers, the jars are tied with cloth and set out on the farmhouse terrace. For about six weeks the sun does the slow cooking; we stir every few days until the sugar has melted into a dark, jammy syrup and the petals are soft.</p>
<p>There is no colour, no rose essence and no preservative. If a jar looks brighter pink than ours, something has been added.</p>
<h2>Ways to enjoy it</h2>
<ul>
<li>Gulkand milk: one spoon stirred into a glass of chilled milk</li>
<li>In paan, or mixed with fennel and dhana dal as mukhwas</li>
<li>On vanilla ice cream or layered in shrikhand</li>
<li>Spread thin between two slices of bread for a school tiffin</li>
</ul>
<p>Gulkand is still a sugar preserve, so a spoon or two a day is plenty. Traditionally it is eaten for its cooling effect in the hot months, and that is exactly how we enjoy it.</p>`,
    },
    mr: {
      title: '',
      slug: '',
      content: '',
    },
  },
  {
    _id: 'post-a2-bilona-ghee',
    author: 'Rajendra Patil',
    createdAt: '2025-07-14T08:15:00.000Z',
    featuredImage: '/images/blog/why-we-make-a2-bilona-ghee.svg',
    tags: ['no tag needed'],
    en: {
      title: 'Why we make A2 bilona ghee',
      slug: 'why-we-make-a2-bilona-ghee',
      content: `<p>"Why is your ghee so expensive?" It is the question we hear most often, and the honest answer is milk. Made the bilona way, one kilo of ghee needs roughly twenty-five to thirty litres of milk, and that milk comes from the Gir and Khillar cows in our own shed.</p>
<h2>What A2 and bilona mean</h2>
<p>Milk contains a protein called beta-casein. Indian desi breeds such as Gir and Khillar give milk with the A2 form of it, which is why it is called A2 milk. Bilona means that instead of separating cream by machine, the whole milk is set into curd and churned with a wooden churner.</p>
<ul>
<li>The evening milk is boiled and set into curd overnight.</li>
<li>At dawn the curd is churned by hand with a wooden bilona until the butter lifts.</li>
<li>The butter is simmered over a slow wood fire until the residue settles and the ghee turns golden and grainy.</li>
<li>It is filtered through muslin while warm and poured into jars.</li>
</ul>
<p>Nothing is wasted: the buttermilk left behind is shared in the village and given to the animals. Many customers tell us they find this ghee lighter to digest; we do not claim more than that. What we can promise is that it is made exactly the way our grandmothers made it, and that the calves drink first.</p>`,
    },
    mr: {
      title: 'आम्ही A2 बिलोना तूपच का बनवतो?',
      slug: 'बिलोना-तूप-का',
      content: `<p>"तुमचे तूप इतके महाग का?" हा प्रश्न आम्हाला सगळ्यात जास्त वेळा विचारला जातो, आणि त्याचे प्रामाणिक उत्तर आहे — दूध. बिलोना पद्धतीने एक किलो तूप बनवायला साधारण पंचवीस ते तीस लिटर दूध लागते, आणि ते दूध आमच्याच गोठ्यातल्या गीर व खिल्लार गायींचे असते.</p>
<h2>A2 आणि बिलोना म्हणजे काय?</h2>
<p>दुधात बीटा-केसीन नावाचे एक प्रथिन असते. गीर, खिल्लार यांसारख्या देशी गायींच्या दुधात त्याचा A2 प्रकार आढळतो, म्हणून त्याला A2 दूध म्हणतात. बिलोना म्हणजे यंत्राने साय वेगळी न काढता संपूर्ण दुधाचे दही लावायचे आणि ते लाकडी रवीने घुसळायचे.</p>
<ul>
<li>संध्याकाळचे दूध तापवून रात्रभर विरजण लावले जाते.</li>
<li>पहाटे दही लाकडी रवीने हाताने घुसळून लोणी काढले जाते.</li>
<li>बेरी तळाला बसून तूप सोनेरी आणि रवाळ होईपर्यंत लोणी चुलीवर मंद आचेवर कढवले जाते.</li>
<li>गरम असतानाच मलमलच्या कापडातून गाळून तूप बरणीत भरले जाते.</li>
</ul>
<p>यात काहीही वाया जात नाही: उरलेले ताक गावात वाटले जाते आणि जनावरांनाही दिले जाते. अनेक ग्राहक सांगतात की हे तूप त्यांना पचायला हलके वाटते; आम्ही त्याहून जास्त दावा करत नाही. आम्ही एवढेच खात्रीने सांगतो की ते आमच्या आजींनी बनवले तसेच बनवले आहे — आणि आधी वासरे पोटभर दूध पितात.</p>`,
    },
  },
  {
    _id: 'post-tulsi-honey-harvest',
    author: 'Meena Jadhav',
    createdAt: '2025-11-05T10:00:00.000Z',
    featuredImage: '/images/blog/bees-and-the-tulsi-honey-harvest.svg',
    tags: ['honey', 'bees', 'tulsi'],
    en: {
      title: 'Bees and the tulsi honey harvest',
      slug: 'bees-and-the-tulsi-honey-harvest',
      content: `<p>Every June, as soon as the first rains soften the soil, the women of our group plant rows of Rama and Krishna tulsi between the vegetable plots. By September the plants are waist-high and covered in thin purple and white flower spikes, and that is when we carry the bee boxes into the rows.</p>
<h2>Living with bees</h2>
<p>We keep the Indian hive bee, Apis cerana indica, in simple wooden boxes. They are gentle enough to work with a smoker and a veil, and they forage close to home, so the honey tastes of whatever is flowering around them. Around the tulsi, that means a lighter honey with a faint herbal, clove-like note.</p>
<p>We take only the frames that the bees have sealed with wax, because capped honey is ripe honey. The caps are sliced off with a warm knife, the frames are spun in a hand extractor, and the honey is strained through cotton cloth into steel containers. Nothing is heated.</p>
<ul>
<li>Enough honey is always left in each box for the dry months.</li>
<li>Raw honey can crystallise in cold weather; stand the jar in warm water to loosen it.</li>
<li>The same bees pollinate our brinjal, bhendi and jamun trees.</li>
</ul>
<p>The harvest runs through October and into November. If you have tasted our Tulsi Honey in a warm cup on a winter evening, you have tasted a few acres of Karad in flower.</p>`,
    },
    mr: {
      title: 'मधमाश्या आणि तुळशीच्या मधाची काढणी',
      slug: 'तुळशीचा-मध',
      content: `<p>दर जूनमध्ये पहिल्या पावसाने जमीन मऊ झाली की आमच्या गटातल्या बायका भाजीपाल्याच्या वाफ्यांमध्ये राम तुळस आणि कृष्ण तुळशीच्या रांगा लावतात. सप्टेंबरपर्यंत झाडे कमरेएवढी होतात आणि जांभळ्या-पांढऱ्या मंजिऱ्यांनी भरून जातात. तेव्हाच आम्ही मधमाश्यांच्या पेट्या त्या रांगांमध्ये नेऊन ठेवतो.</p>
<h2>मधमाश्यांसोबतचे आयुष्य</h2>
<p>आमच्याकडे भारतीय मधमाशी, म्हणजे ॲपिस सेराना इंडिका, साध्या लाकडी पेट्यांमध्ये पाळली जाते. या माश्या शांत स्वभावाच्या असतात, त्यामुळे धुरी आणि जाळीच्या मदतीने त्यांच्यासोबत काम करता येते. त्या फार लांब जात नाहीत, म्हणून आसपास जे फुललेले असेल त्याचीच चव मधाला येते. तुळशीच्या सान्निध्यात मध रंगाने थोडा फिका आणि लवंगेसारख्या हलक्या सुगंधाचा होतो.</p>
<p>ज्या फ्रेमवर माश्यांनी मेणाचे झाकण घातले आहे, तेवढ्याच फ्रेम आम्ही काढतो, कारण बंद झालेला मधच पिकलेला असतो. गरम सुरीने झाकण काढून फ्रेम हाताने फिरवायच्या यंत्रात घातल्या जातात आणि मध सुती कापडातून गाळून स्टीलच्या डब्यांत भरला जातो. मध कधीही तापवला जात नाही.</p>
<ul>
<li>कोरड्या महिन्यांसाठी प्रत्येक पेटीत पुरेसा मध नेहमी ठेवला जातो.</li>
<li>थंडीत कच्चा मध घट्ट होऊ शकतो; बरणी कोमट पाण्यात ठेवली की तो पुन्हा पातळ होतो.</li>
<li>आमच्या वांग्यांचे, भेंडीचे आणि जांभळाच्या झाडांचे परागीभवनही याच माश्या करतात.</li>
</ul>
<p>ही काढणी ऑक्टोबरपासून नोव्हेंबरपर्यंत चालते. हिवाळ्याच्या संध्याकाळी कोमट पाण्यात आमचा तुळशीचा मध घालून तुम्ही घेतला असेल, तर फुललेल्या कराडच्या शेतांची चवच तुम्ही चाखली आहे.</p>`,
    },
  },
];
